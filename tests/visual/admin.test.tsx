// The store team's screens (page-stories.tsx).
import { describePageStories, visualGroupOf } from './page-stories.tsx'

describePageStories((page) => visualGroupOf(page) === 'admin')

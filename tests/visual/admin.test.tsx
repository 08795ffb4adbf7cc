// The store team's screens but a customer's (accounts.test.tsx; page-stories.tsx).
import { describePageStories, visualGroupOf } from './page-stories.tsx'

describePageStories((page) => visualGroupOf(page) === 'admin')

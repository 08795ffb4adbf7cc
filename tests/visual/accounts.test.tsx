// A shopper's account and orders (page-stories.tsx).
import { describePageStories, visualGroupOf } from './page-stories.tsx'

describePageStories((page) => visualGroupOf(page) === 'accounts')

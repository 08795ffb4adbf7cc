// A shopper's account and orders, as the shopper and the store team see them (page-stories.tsx).
import { describePageStories, visualGroupOf } from './page-stories.tsx'

describePageStories((page) => visualGroupOf(page) === 'accounts')

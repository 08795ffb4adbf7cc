// Every other page: the cart and checkout, the shopper's account and orders, and the store
// team's admin (page-stories.tsx). Together with shopping.test.tsx, every page story.
import { describePageStories, SHOPPING_PAGES } from './page-stories.tsx'

describePageStories((page) => !SHOPPING_PAGES.has(page))

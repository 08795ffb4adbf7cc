// The pages a shopper browses and reads (page-stories.tsx).
import { describePageStories, visualGroupOf } from './page-stories.tsx'

describePageStories((page) => visualGroupOf(page) === 'shopping')

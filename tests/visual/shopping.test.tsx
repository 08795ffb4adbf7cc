// The pages a shopper browses and signs in on, and the emulator's payment window
// (page-stories.tsx).
import { describeEmulatorWindow, describePageStories, SHOPPING_PAGES } from './page-stories.tsx'

describePageStories((page) => SHOPPING_PAGES.has(page))
describeEmulatorWindow()

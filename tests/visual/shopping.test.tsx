// The pages a shopper browses, signs in and pays on, and the emulator's payment window
// (page-stories.tsx).
import { describeEmulatorWindow, describePageStories, visualGroupOf } from './page-stories.tsx'

describePageStories((page) => visualGroupOf(page) === 'shopping')
describeEmulatorWindow()

// The cart, checkout and signing in, and the emulator's payment window (page-stories.tsx).
import { describeEmulatorWindow, describePageStories, visualGroupOf } from './page-stories.tsx'

describePageStories((page) => visualGroupOf(page) === 'paying')
describeEmulatorWindow()

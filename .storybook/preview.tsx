import '../packages/ui/src/styles.css'
import { handlers } from '@adire/mocks'
import { withThemeByClassName } from '@storybook/addon-themes'
import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  // Each story starts as a first visit: no session, no cart, no stored theme. A story that
  // needs a logged-in shopper or a filled cart sets storage in its own beforeEach.
  beforeEach: () => {
    localStorage.clear()
  },
  decorators: [
    // The same switch as the storefront: a `dark` class on <html>.
    withThemeByClassName({ themes: { light: '', dark: 'dark' }, defaultTheme: 'light' }),
  ],
  parameters: {
    // Every story gets the happy-path API; a story overrides one group by key.
    msw: { handlers },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile360: {
          name: 'Mobile (360 px)',
          styles: { width: '360px', height: '780px' },
          type: 'mobile',
        },
        desktop1280: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
        ...MINIMAL_VIEWPORTS,
      },
    },
  },
}

export default preview

import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'

/** One Storybook for the ui components and the storefront's pages and flows. */
const config: StorybookConfig = {
  stories: [
    '../docs/storybook/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/storefront/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The storefront's public folder: product artwork and MSW's service worker.
  staticDirs: ['../apps/storefront/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()]
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // Pre-bundled up front: discovered late, these reload the page mid-test and React is
      // seen without its default export.
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-router-dom',
        '@tanstack/react-query',
        'msw',
        'msw/browser',
        'msw-storybook-addon/csf3',
        'zod',
        'clsx',
        'tailwind-merge',
        'class-variance-authority',
        'xstate',
        '@xstate/react',
      ],
    }
    return viteConfig
  },
}

export default config

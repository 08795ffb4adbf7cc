/**
 * Dependencies Vite pre-bundles up front for Storybook and the visual tests. Discovered late,
 * they make Vite reload the page in the middle of a test, and React is then seen without its
 * default export.
 */
export const PREBUNDLED_DEPS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@tanstack/react-query',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'zod',
  'clsx',
  'class-variance-authority',
  'xstate',
  '@xstate/react',
]

// The texts of the pages with fixed titles, as a module of their own: `usePageMeta` loads it on
// demand, so no first visit downloads them.
export { pageMeta } from '@adire/contract'

// Copies MSW's service worker into the storefront's public folder, where Storybook and the
// `VITE_MOCKS=true` dev mode serve it. Generated rather than committed so it always matches
// the installed msw version.
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const source = path.join(
  path.dirname(require.resolve('msw/package.json')),
  'lib/mockServiceWorker.js',
)
const target = path.resolve(import.meta.dirname, '../apps/storefront/public/mockServiceWorker.js')
mkdirSync(path.dirname(target), { recursive: true })
copyFileSync(source, target)

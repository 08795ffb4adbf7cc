// `npm run dev`: the API server (restarting on change) and Vite (hot reload) side by side.
// Vite proxies /api to the server, so the browser only needs http://localhost:5173.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['--config', 'apps/storefront/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
for (const child of children) child.on('exit', stop)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

import { spawn } from 'node:child_process'
import { repoRoot } from '../tests/e2e/server.ts'

/** `npm run build`, whatever it builds; its output goes to stderr to keep stdout for the table. */
export function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`npm run build failed (${signal ?? `exit ${code}`})`))
    })
  })
}

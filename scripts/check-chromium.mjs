// Browser tests need Chromium; say how to get it in one line instead of failing deep in a test.
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  )
  process.exit(1)
}

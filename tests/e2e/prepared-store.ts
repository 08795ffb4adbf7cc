import { rmSync } from 'node:fs'
import { inject } from 'vitest'
import type { TestProject } from 'vitest/node'
import { FIRST_START_SETTINGS } from '../../apps/server/src/config.ts'
import { prepareStore, type RunningServer, startServer } from './server.ts'

/**
 * The journeys' global setup: one first start of the store for the whole project, whose data
 * directory each file's server starts on a copy of (`startStore`). The first start itself (an
 * empty directory migrated and seeded) stays proven by the smoke test, which starts afresh.
 */
export default async function setup(project: TestProject) {
  const dataDir = await prepareStore()
  project.provide('preparedStore', dataDir)
  return () => rmSync(dataDir, { recursive: true, force: true })
}

/**
 * In a journey: the production server on a copy of the project's prepared store, with any extra
 * environment variables (none that only a first start reads, `FIRST_START_SETTINGS`: on a copy
 * they would be ignored, so such a journey starts afresh with `startServer`).
 */
export function startStore(env: Record<string, string> = {}): Promise<RunningServer> {
  const setting = FIRST_START_SETTINGS.find((name) => name in env)
  if (setting) {
    throw new Error(`${setting} is read at a store's first start only: use startServer()`)
  }
  return startServer(env, { from: inject('preparedStore') })
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of a stopped, seeded store (`prepareStore`). */
    preparedStore: string
  }
}

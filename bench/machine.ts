import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromiumLaunchOptions } from '../tests/chromium.ts'
import { repoRoot } from '../tests/e2e/server.ts'

export interface MachineInfo {
  cpus: number
  cpuModel: string
  memoryGiB: number
  os: string
  node: string
  chromium: string
  lighthouse: string
  autocannon: string
}

function packageVersion(name: string): string {
  try {
    const file = path.join(repoRoot, 'node_modules', name, 'package.json')
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
  } catch {
    return 'unknown'
  }
}

async function chromiumVersion(): Promise<string> {
  try {
    // Debian's wrapper script prints shell noise on stderr; the version is on stdout.
    const { stdout } = await promisify(execFile)(chromiumLaunchOptions.executablePath, [
      '--version',
    ])
    return stdout.trim()
  } catch {
    return 'unknown'
  }
}

/** What the figures were measured on: numbers from another machine are not comparable. */
export async function machineInfo(): Promise<MachineInfo> {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: await chromiumVersion(),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
  }
}

/**
 * Lighthouse's CPU benchmark index (`computeBenchmarkIndex`, the page function Lighthouse runs
 * in Chromium), run here in Node: a second of string building and array copying. Higher is
 * faster; on this shared machine it moves with whatever else runs, so the load benches print it
 * beside their figures, as the Lighthouse areas print Chromium's.
 */
export async function benchmarkIndex(): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js')
  return Math.round(pageFunctions.computeBenchmarkIndex())
}

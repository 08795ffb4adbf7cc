/**
 * A process's CPU time from /proc (Linux): what the sale and checkout benches read before and
 * after a measured load, so that a request's cost is a figure of its own, steadier than a rate
 * on this shared machine.
 */
import { readFileSync } from 'node:fs'

/** Clock ticks a second in /proc's CPU times (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100

/** utime + stime of a /proc stat line, in ticks. */
function ticks(stat: string): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

const ms = (n: number) => (n * 1000) / TICKS_PER_SECOND

/**
 * The process's CPU time so far, in ms: its main thread (requests and, on the embedded
 * database, the database itself) and its other threads (password hashing, garbage collection,
 * file reads). Undefined where /proc is not there to read.
 */
export function processCpuMs(pid: number): { main: number; others: number } | undefined {
  try {
    const main = ticks(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'))
    const all = ticks(readFileSync(`/proc/${pid}/stat`, 'utf8'))
    return { main: ms(main), others: ms(all - main) }
  } catch {
    return undefined
  }
}

/** The process's CPU time in ms, all threads (utime + stime of /proc/<pid>/stat); 0 without /proc. */
export function totalCpuMs(pid: number): number {
  const cpu = processCpuMs(pid)
  return cpu ? cpu.main + cpu.others : 0
}

/** Busy CPU time of the whole machine so far, in ms (from /proc/stat). */
export function machineBusyMs(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number)
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields
  return ms(user + nice + system + irq + softirq)
}

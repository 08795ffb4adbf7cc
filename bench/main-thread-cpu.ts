/*
 * The page's own share of its long tasks, read from the trace Lighthouse recorded (issue 47).
 *
 * Lighthouse's simulated throttling times each main-thread task of an unthrottled load by the
 * wall clock and multiplies it by the phone's slowdown. On a shared two-core machine that wall
 * time includes the moments the main thread was waiting for a core: the browser's display
 * compositor (software, headless), its main thread answering DevTools, the store's server and
 * Lighthouse itself all run beside it. Multiplied by 6, a 9 ms task in which the page ran 2 ms
 * becomes a 54 ms "long task". Lighthouse's own notes on variability name client resource
 * contention as a high-impact source. So the bench prints, beside Lighthouse's figures, the same
 * figures from the main thread's own CPU time in each task (the trace's thread time), which a
 * phone running only the page would see.
 */

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { documentLoaderURL?: string; navigationId?: string } }
}

export interface MainThreadCpu {
  /** Total Blocking Time from the first paint on, each task's main-thread CPU × the slowdown. */
  tbt: number
  /** The longest task after the first paint, by its main-thread CPU × the slowdown. */
  longest: number
  /** Of the wall time of the tasks Lighthouse counts as long, the share the main thread ran. */
  ranShare: number
}

const TASK = 'RunTask'
const LONG_TASK_MS = 50

/**
 * Reads the page's main thread from a Lighthouse trace: the renderer thread that navigated to
 * `url`, its top-level tasks from the first contentful paint to the end of the trace. Null when
 * the trace does not show the navigation or its first paint.
 */
export function mainThreadCpu(
  trace: { traceEvents: TraceEvent[] },
  url: string,
  cpu: number,
): MainThreadCpu | null {
  const events = trace.traceEvents
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  )
  if (!navigation) return null
  const firstPaint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.pid === navigation.pid &&
      event.args?.data?.navigationId === navigation.args?.data?.navigationId,
  )
  if (!firstPaint) return null
  // Thread time is recorded only with the trace's thread timestamps; without them, no figure.
  if (!events.some((event) => event.name === TASK && event.tdur !== undefined)) return null
  const tasks = events
    .filter(
      (event) =>
        event.name === TASK &&
        event.ph === 'X' &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= firstPaint.ts,
    )
    .sort((a, b) => a.ts - b.ts)
  let tbt = 0
  let longest = 0
  let longWall = 0
  let longRan = 0
  let end = 0
  for (const task of tasks) {
    // A task run inside another (a nested message loop) is part of the outer one.
    if (task.ts < end) continue
    end = task.ts + (task.dur ?? 0)
    const ran = ((task.tdur ?? 0) / 1000) * cpu
    tbt += Math.max(0, ran - LONG_TASK_MS)
    longest = Math.max(longest, ran >= LONG_TASK_MS ? ran : 0)
    const wall = ((task.dur ?? 0) / 1000) * cpu
    if (wall >= LONG_TASK_MS) {
      longWall += wall
      longRan += ran
    }
  }
  return { tbt, longest, ranShare: longWall > 0 ? longRan / longWall : 1 }
}

/** The figures the Lighthouse area prints from `mainThreadCpu`, beside Lighthouse's own. */
export const ownCpuFigures = [
  {
    key: 'own-tbt',
    figure: "TBT, the main thread's own CPU",
    unit: 'ms',
    digits: 0,
    read: (own: MainThreadCpu) => own.tbt,
  },
  {
    key: 'own-longest',
    figure: 'longest task after first paint, own CPU',
    unit: 'ms',
    digits: 0,
    read: (own: MainThreadCpu) => own.longest,
  },
  {
    key: 'ran-share',
    figure: 'main thread ran, share of its long tasks',
    unit: '%',
    digits: 0,
    read: (own: MainThreadCpu) => own.ranShare * 100,
  },
] as const

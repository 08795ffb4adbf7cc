import { describe, expect, it } from 'vitest'
import { mainThreadCpu } from './main-thread-cpu.ts'

const URL = 'http://127.0.0.1:3000/cart'
const PAGE = { pid: 7, tid: 7 }

/** A trace as Lighthouse records it: the page's navigation, its first paint, then tasks. */
function trace(tasks: { at: number; wall: number; ran?: number; pid?: number }[]) {
  const ms = 1000
  return {
    traceEvents: [
      {
        name: 'navigationStart',
        ph: 'R',
        ...PAGE,
        ts: 0,
        args: { data: { documentLoaderURL: URL, navigationId: 'n1' } },
      },
      {
        name: 'firstContentfulPaint',
        ph: 'R',
        ...PAGE,
        ts: 100 * ms,
        args: { data: { navigationId: 'n1' } },
      },
      ...tasks.map((task) => ({
        name: 'RunTask',
        ph: 'X',
        pid: task.pid ?? PAGE.pid,
        tid: task.pid ?? PAGE.tid,
        ts: task.at * ms,
        dur: task.wall * ms,
        ...(task.ran === undefined ? {} : { tdur: task.ran * ms }),
      })),
    ],
  }
}

describe('the main thread’s own CPU in a Lighthouse trace', () => {
  it('counts each task after the first paint by the CPU the main thread spent in it', () => {
    const own = mainThreadCpu(
      trace([
        { at: 50, wall: 40, ran: 40 }, // before the first paint: not counted
        { at: 200, wall: 30, ran: 5 }, // 180 ms long at 6× by the wall clock, 30 by its CPU
        { at: 300, wall: 20, ran: 15 }, // 90 ms by its CPU: 40 ms blocking
        { at: 305, wall: 2, ran: 2 }, // nested in the task before it: part of it
        { at: 400, wall: 30, ran: 30, pid: 9 }, // another process's thread
      ]),
      URL,
      6,
    )
    expect(own?.tbt).toBeCloseTo(40)
    expect(own?.longest).toBeCloseTo(90)
    // The two tasks over 50 ms by the wall clock (180 + 120 ms) ran 30 + 90 ms of it.
    expect(own?.ranShare).toBeCloseTo(0.4)
  })

  it('gives no figure without the navigation, its first paint or thread times', () => {
    expect(mainThreadCpu(trace([{ at: 200, wall: 30, ran: 5 }]), `${URL}?other`, 6)).toBeNull()
    expect(mainThreadCpu(trace([{ at: 200, wall: 30 }]), URL, 6)).toBeNull()
    const noPaint = trace([{ at: 200, wall: 30, ran: 5 }])
    noPaint.traceEvents.splice(1, 1)
    expect(mainThreadCpu(noPaint, URL, 6)).toBeNull()
  })
})

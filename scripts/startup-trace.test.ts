import { describe, expect, it } from 'vitest'
import { analyseTrace, type TraceEvent } from './startup-trace'

const URL = 'http://localhost:3196/clinics/clinica-vision-andina'
const PAGE = 'PAGE-FRAME'
const at = (ms: number) => 1_000_000 + ms * 1000
const event = (name: string, ms: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat: 'x',
  ph: 'X',
  ts: at(ms),
  pid: 1,
  tid: 1,
  ...extra,
})
const task = (ms: number, duration: number, cpu = duration) => event('RunTask', ms, { dur: duration * 1000, tdur: cpu * 1000 })

describe('a page start read from its trace', () => {
  const events = [
    event('navigationStart', 0, { ph: 'R', args: { data: { documentLoaderURL: URL }, frame: PAGE } }),
    // An SVG image is a document of its own on the same thread: its first paint is not the page's.
    event('firstContentfulPaint', 100, { ph: 'R', args: { frame: 'SVG-IMAGE' } }),
    task(200, 300),
    event('firstContentfulPaint', 1000, { ph: 'R', args: { frame: PAGE } }),
    task(1100, 120, 60),
    task(1300, 40, 20),
  ]

  it('takes the first paint of the page’s own frame', () => {
    expect(analyseTrace(events, URL, 4).fcp).toBe(1000)
  })

  it('counts blocking time and the longest task from that paint on', () => {
    const figures = analyseTrace(events, URL, 4)
    expect(figures.tbt).toBe(70)
    expect(figures.longestTask).toBe(120)
  })

  it('counts blocking time from the thread’s own CPU time too', () => {
    // 60 of the first task's 120 ms were spent waiting for a core: 10 ms blocking, not 70.
    expect(analyseTrace(events, URL, 4).tbtCpu).toBe(10)
  })
})

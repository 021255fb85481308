// Where a page's main thread goes while it starts, from a Chromium trace with the CPU slowed down
// as on a mid-range phone (DevTools' CPU throttling; no network throttling: the server is local).
// Used by bench-startup.ts; alone: `npx tsx scripts/startup-trace.ts http://localhost:PORT /a /b`.
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import Trace from 'lighthouse/core/gather/gatherers/trace.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { HYDRATED_MARK } from '../app/navigation/hydrated-mark'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** A task longer than this blocks input (Total Blocking Time counts what is above it). */
const LONG_TASK_MS = 50
/*
 * Lighthouse's own trace categories: what it sees is what it scores. Not V8's compile category (it makes V8
 * collect every function's source positions, a cost no visitor pays), and with the stacks Lighthouse asks for
 * (a traced call during a big chunk's evaluation then costs what it costs under Lighthouse).
 */
const CATEGORIES = Trace.getDefaultTraceCategories().filter((category) => category !== '-*')

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** The thread's own CPU time in the event (wall time `dur` also counts the time it waited for a core). */
  tdur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown>; fileName?: string; url?: string; frame?: string }
}

export interface StartupFigures {
  path: string
  rate: number
  /** First contentful paint, ms after navigation start. */
  fcp: number
  /** When React had hydrated the page's shell, ms after navigation start (NaN: it never did). */
  hydrated: number
  /** Main-thread busy time from navigation start until hydrated: the cost of starting the page. */
  startupMs: number
  /** Total Blocking Time after FCP, as observed at this CPU slowdown. */
  tbt: number
  /**
   * The same from the main thread's own CPU time (DevTools' throttling keeps the thread busy, so it counts there): what
   * the page costs, without the time the machine's other work kept the thread from a core. On a busy two-core machine
   * the two differ by several times (docs/decisions/043-main-thread-at-start.md, fourth part).
   */
  tbtCpu: number
  /** The longest task after the first paint. */
  longestTask: number
  /** Main-thread time by kind of work, until hydrated. */
  kinds: Record<string, number>
  /** Compile and evaluate time per script file (self time), until hydrated. */
  scripts: { url: string; compile: number; evaluate: number }[]
}

/** What a trace event's self time counts as. */
function kindOf(event: TraceEvent) {
  if (/^(v8\.compile|v8\.compileModule|V8\.CompileCode|CompileScript)/.test(event.name)) return 'compile'
  if (/^(EvaluateScript|v8\.evaluateModule)$/.test(event.name)) return 'evaluate'
  if (
    /^(FunctionCall|TimerFire|FireIdleCallback|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.callFunction|v8\.run|v8\.newInstance)$/.test(
      event.name,
    )
  )
    return 'script'
  if (event.name === 'ParseHTML') return 'parse HTML'
  if (/^(UpdateLayoutTree|Layout|RecalculateStyles|ParseAuthorStyleSheet|HitTest|PrePaint|Paint|Layerize|UpdateLayer|Commit)$/.test(event.name))
    return 'style & layout'
  if (/^(MajorGC|MinorGC|V8\.GC|BlinkGC)/.test(event.name)) return 'GC'
  return 'other'
}

function scriptUrl(event: TraceEvent) {
  const data = event.args?.data ?? {}
  const url = (data.url ?? data.fileName ?? event.args?.fileName ?? event.args?.url) as string | undefined
  return url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') : undefined
}

/** Self time of every complete event on one thread (its duration less its children's). */
function selfTimes(events: TraceEvent[]) {
  const sorted = events.filter((event) => event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const self = new Map<TraceEvent, number>()
  const stack: TraceEvent[] = []
  for (const event of sorted) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent) self.set(parent, self.get(parent)! - event.dur!)
    self.set(event, event.dur!)
    stack.push(event)
  }
  return self
}

/** Reads the figures of one page load from its trace. */
export function analyseTrace(events: TraceEvent[], url: string, rate: number): StartupFigures {
  const path = url.slice(new URL(url).origin.length)
  const starts = events.filter((event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'))
  const navigation = starts.find((event) => event.args?.data?.documentLoaderURL === url) ?? starts.at(-1)
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`)
  const onMain = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts)
  const at = (event: TraceEvent | undefined) => (event ? (event.ts - navigation.ts) / 1000 : NaN)
  // The page's own paint: an SVG image is a document of its own, on the same thread, with a first paint of its own.
  const fcp = at(onMain.find((event) => event.name === 'firstContentfulPaint' && event.args?.frame === navigation.args?.frame))
  const hydrated = at(onMain.find((event) => event.name === HYDRATED_MARK))
  const end = Number.isNaN(hydrated) ? Infinity : hydrated
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X')
  const startupTasks = tasks.filter((task) => at(task) < end)
  const startupMs = startupTasks.reduce((sum, task) => sum + task.dur! / 1000, 0)
  const afterPaint = tasks.filter((task) => at(task) >= fcp)
  const tbt = afterPaint.reduce((sum, task) => sum + Math.max(0, task.dur! / 1000 - LONG_TASK_MS), 0)
  const tbtCpu = afterPaint.reduce((sum, task) => sum + Math.max(0, (task.tdur ?? task.dur!) / 1000 - LONG_TASK_MS), 0)
  const longestTask = Math.max(0, ...afterPaint.map((task) => task.dur! / 1000))

  const kinds: Record<string, number> = {}
  const scripts = new Map<string, { url: string; compile: number; evaluate: number }>()
  for (const [event, self] of selfTimes(onMain.filter((event) => at(event) < end))) {
    // A task's own time is what no traced event inside it accounts for (V8 and Blink work without trace events).
    const kind = event.name === 'RunTask' ? 'unattributed' : kindOf(event)
    kinds[kind] = (kinds[kind] ?? 0) + self / 1000
    const url = scriptUrl(event)
    if (url && (kind === 'compile' || kind === 'evaluate' || kind === 'script')) {
      const entry = scripts.get(url) ?? { url, compile: 0, evaluate: 0 }
      if (kind === 'compile') entry.compile += self / 1000
      else entry.evaluate += self / 1000
      scripts.set(url, entry)
    }
  }
  const byCost = [...scripts.values()].sort((a, b) => b.compile + b.evaluate - (a.compile + a.evaluate))
  return { path, rate, fcp, hydrated, startupMs, tbt, tbtCpu, longestTask, kinds, scripts: byCost }
}

/** Lighthouse's CPU benchmark index of this machine now, measured in a page without throttling. */
export async function hostBenchmarkIndex(browser: Browser) {
  const page = await browser.newPage()
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)
  } finally {
    await page.close()
  }
}

/**
 * An expression that settles once the page has set `mark`, then once the browser is idle: the tasks the hydration
 * left queued (effects, the idle islands' loads) count towards blocking time.
 */
function hydratedThenIdle(mark: string) {
  return `new Promise((done) => {
    const idle = () => requestIdleCallback(() => done(true), { timeout: 5000 })
    if (performance.getEntriesByName(${JSON.stringify(mark)}).length) return idle()
    new PerformanceObserver((marks, observer) => {
      if (marks.getEntriesByName(${JSON.stringify(mark)}).length) { observer.disconnect(); idle() }
    }).observe({ type: 'mark' })
  })`
}

/** Loads `base + path` in `context` with the CPU slowed `rate` times, until React has hydrated it, and reads the trace. */
export async function traceStartup(browser: Browser, context: BrowserContext, base: string, path: string, rate: number) {
  const page = await context.newPage()
  try {
    // A page of the same site first: the traced navigation then stays in this renderer, whose trace has its start.
    await page.goto(`${base}/robots.txt`)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(`${base}${path}`, { waitUntil: 'load' })
    // Asked through the protocol, not with page.waitForFunction or page.evaluate: those first install Playwright's
    // own scripts in the page, a task the page does not have, which the trace would count as blocking time.
    let timer: NodeJS.Timeout | undefined
    const tooLong = new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(`${path} did not hydrate within 60 s`)), 60_000)))
    await Promise.race([cdp.send('Runtime.evaluate', { expression: hydratedThenIdle(HYDRATED_MARK), awaitPromise: true }), tooLong]).finally(() =>
      clearTimeout(timer),
    )
    const trace = JSON.parse(String(await browser.stopTracing())) as { traceEvents: TraceEvent[] }
    return analyseTrace(trace.traceEvents, `${base}${path}`, rate)
  } finally {
    await page.close()
  }
}

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`)

const COLUMN = 13

/** One line per page and slowdown: paint, hydration, the start's main-thread time, blocking time, the longest task. */
export function startupLine(figures: StartupFigures) {
  return `  ${figures.path.slice(0, 46).padEnd(47)}${`${figures.rate}×`.padStart(4)}${[
    figures.fcp,
    figures.hydrated,
    figures.startupMs,
    figures.tbt,
    figures.tbtCpu,
    figures.longestTask,
  ]
    .map((value) => ms(value).padStart(COLUMN))
    .join('')}`
}

export const startupHeader = `  ${'page'.padEnd(47)}${'CPU'.padStart(4)}${['FCP', 'hydrated', 'main thread', 'TBT', 'TBT on CPU', 'longest']
  .map((name) => name.padStart(COLUMN))
  .join('')}`

/** The work by kind and the costliest scripts of one load. */
export function startupDetail(figures: StartupFigures, scriptCount = 6) {
  const kinds = Object.entries(figures.kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, time]) => `${kind} ${Math.round(time)}`)
    .join(', ')
  const scripts = figures.scripts
    .slice(0, scriptCount)
    .map((script) => `      ${script.url}: compile ${Math.round(script.compile)} ms, run ${Math.round(script.evaluate)} ms`)
  return [`    ${figures.path} at ${figures.rate}×, until hydrated (ms): ${kinds}`, ...scripts].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const [base, ...paths] = process.argv.slice(2)
  const rates = (process.env.CPU_RATES ?? '4,6').split(',').map(Number)
  const browser = await launchChromium()
  try {
    console.log(`Host CPU benchmark index ${await hostBenchmarkIndex(browser)}`)
    console.log(startupHeader)
    const all: StartupFigures[] = []
    for (const path of paths) {
      for (const rate of rates) {
        const context = await browser.newContext()
        const figures = await traceStartup(browser, context, base!, path, rate)
        await context.close()
        console.log(startupLine(figures))
        all.push(figures)
      }
    }
    console.log(`Host CPU benchmark index ${await hostBenchmarkIndex(browser)}`)
    for (const figures of all) console.log(startupDetail(figures))
  } finally {
    await browser.close()
  }
}

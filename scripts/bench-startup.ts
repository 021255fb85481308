// Issue 32: what starting a page costs the main thread on a phone's CPU. For the key public pages (both languages),
// the account area (signed in as the demo patient) and the console's Today (signed in as a coordinator): Lighthouse's
// TBT and main-thread work beside the host's CPU benchmark index, then a Chromium trace of each page with the CPU
// slowed 4× and 6× (DevTools throttling): first paint, when React had hydrated the page's shell, the main thread's
// time until then, TBT and the longest task, as medians of a few loads; and for the home page, where that time went.
// Starts its own production server on a throwaway database with the demo content.
import os from 'node:os'
import path from 'node:path'
import { createSession } from '../app/accounts/session-store.server'
import { openDatabase } from '../app/db/dialect.server'
import type { Database } from '../app/db/schema'
import { DEMO_PATIENT } from '../app/patients/demo-patient.server'
import { lighthouseReport, pagesToMeasure } from './bench-lighthouse.js'
import { startProductionServer, stopServer } from './bench-databases'
import { hostBenchmarkIndex, launchChromium, startupDetail, startupHeader, startupLine, traceStartup, type StartupFigures } from './startup-trace'

const port = Number(process.env.BENCH_STARTUP_PORT ?? 3196)
const base = `http://localhost:${port}`
const databaseUrl = `file:${path.join(os.tmpdir(), `claravia-bench-startup-${port}-${process.pid}.db`)}`
const RATES = [4, 6]
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3)

/** A session cookie for the demo patient and one for a coordinator who has given the second factor. */
async function signedInCookies() {
  const { db, destroy } = openDatabase<Database>(databaseUrl)
  try {
    const now = new Date()
    const patient = await db.selectFrom('users').select('id').where('email', '=', DEMO_PATIENT.email).executeTakeFirstOrThrow()
    const at = now.toISOString()
    const { id: staffId } = await db
      .insertInto('users')
      .values({
        name: 'Bench Coordinator',
        email: `bench.coordinator.${process.pid}@example.com`,
        password_hash: 'x',
        locale: 'en',
        role: 'coordinator',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const patientSession = await createSession(db, patient.id, now, { role: 'patient' })
    const staffSession = await createSession(db, staffId, now, { role: 'coordinator', twoFactorDone: true })
    return { patient: `token=${patientSession.token}`, staff: `token=${staffSession.token}` }
  } finally {
    await destroy()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The median figures of `RUNS` loads of one page at one slowdown (each in a fresh browser context: a first visit). */
async function medianStartup(browser: Awaited<ReturnType<typeof launchChromium>>, page: string, rate: number, cookie?: string) {
  const runs: StartupFigures[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    if (cookie) await context.addCookies([{ name: 'token', value: cookie.slice('token='.length), url: base }])
    runs.push(await traceStartup(browser, context, base, page, rate))
    await context.close()
  }
  const pick = (key: 'fcp' | 'hydrated' | 'startupMs' | 'tbt' | 'tbtCpu' | 'longestTask') => median(runs.map((figures) => figures[key]))
  const typical = runs.find((figures) => figures.startupMs === pick('startupMs'))!
  return { ...typical, fcp: pick('fcp'), hydrated: pick('hydrated'), tbt: pick('tbt'), tbtCpu: pick('tbtCpu'), longestTask: pick('longestTask') }
}

// The demo patient's account is the account area measured.
process.env.DEMO_CONTENT = 'true'
const server = await startProductionServer(port, databaseUrl)
try {
  const cookies = await signedInCookies()
  const publicPages = await pagesToMeasure(base)
  const signedIn = [
    { page: '/account', cookie: cookies.patient },
    { page: '/es/account', cookie: cookies.patient },
    { page: '/admin', cookie: cookies.staff },
  ]
  for (const { page, cookie } of signedIn) await lighthouseReport(base, { paths: [page], cookie })

  const browser = await launchChromium()
  try {
    console.log(`\nStarting a page on a slowed CPU (Chromium trace, median of ${RUNS} first visits):`)
    console.log(`  Host CPU benchmark index ${Math.round(Number(await hostBenchmarkIndex(browser)))} before`)
    console.log(startupHeader)
    let home: StartupFigures | undefined
    for (const { page, cookie } of [...publicPages.map((page) => ({ page, cookie: undefined })), ...signedIn]) {
      for (const rate of RATES) {
        const figures = await medianStartup(browser, page, rate, cookie)
        home ??= figures
        console.log(startupLine(figures))
      }
    }
    console.log(`  Host CPU benchmark index ${Math.round(Number(await hostBenchmarkIndex(browser)))} after`)
    if (home) console.log(`\n  Where the main thread's time went until hydrated:\n${startupDetail(home)}`)
  } finally {
    await browser.close()
  }
} finally {
  await stopServer(server)
}

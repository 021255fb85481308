// `npm test`: type check, lint, formatting, unit and integration tests (SQLite, plus PostgreSQL
// when TEST_DATABASE_URL is set), then the browser journeys on a fresh build.
// Ends with one summary line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
const results = path.join(root, 'test-results')
fs.mkdirSync(results, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
let failedStep

/** How long each step took, shown at the end (the suite must stay well under 30 minutes on CI). */
const timings = []
const seconds = (since) => Math.round((performance.now() - since) / 1000)

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const started = performance.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push(`${title} ${seconds(started)} s`)
  if (result.status !== 0 && !failedStep) failedStep = title
  return result.status === 0
}

/**
 * Runs independent steps at once; returns whether each succeeded. A `live` step's output shows as it comes;
 * the others' is held until they end, then shown in order. The checks are single-threaded (one after another
 * left a core idle), and the journeys run beside the unit tests.
 */
async function runTogether(steps) {
  const ended = steps.map(
    ([title, command, args, { live = false } = {}]) =>
      new Promise((resolve) => {
        const started = performance.now()
        if (live) console.log(`\n▶ ${title}`)
        const child = spawn(command, args, { cwd: root, env: process.env, stdio: live ? 'inherit' : 'pipe' })
        const output = []
        child.stdout?.on('data', (chunk) => output.push(chunk))
        child.stderr?.on('data', (chunk) => output.push(chunk))
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
        child.on('close', (status) => {
          timings.push(`${title} ${seconds(started)} s (together with the others)`)
          resolve({ title, status, live, output: Buffer.concat(output) })
        })
      }),
  )
  const results = await Promise.all(ended)
  for (const { title, status, live, output } of results) {
    if (!live) console.log(`\n▶ ${title}`)
    process.stdout.write(output)
    if (status !== 0 && !failedStep) failedStep = title
  }
  return results.map(({ status }) => status === 0)
}

/** The journeys run in Debian's Chromium headless shell (docs/decisions/036). */
function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium-headless-shell')) return true
  console.log('Chromium’s headless shell is missing: installing Debian’s chromium-headless-shell package…')
  spawnSync('apt-get', ['update'], { stdio: 'inherit' })
  return spawnSync('apt-get', ['install', '-y', 'chromium-headless-shell'], { stdio: 'inherit' }).status === 0
}

/** A JSON report in test-results, read once; null when its step did not get to write it. */
function readReport(name) {
  const file = path.join(results, name)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null
}

function countVitest(report) {
  if (!report) return
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

/** Each failed Vitest test as "file › name: first line of its error". */
function failedVitest(report) {
  if (!report) return []
  return report.testResults.flatMap((suite) => {
    const where = path.relative(root, suite.name)
    const failed = suite.assertionResults.filter(({ status }) => status === 'failed')
    // A file that fails before its tests run (an import or a hook) has no failed test of its own.
    if (failed.length === 0 && suite.status === 'failed') return [`${where}: ${firstLine(suite.message)}`]
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
  })
}

/** Each journey that failed or passed only on retry, as "file:line › title: first line of its error". */
function failedPlaywright(report) {
  if (!report) return []
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)]
  return report.suites.flatMap(specs).flatMap((spec) =>
    spec.tests
      .filter(({ status }) => status === 'unexpected' || status === 'flaky')
      .map(({ status, results }) => {
        const error = results.find((result) => result.error)?.error?.message
        return `${spec.file}:${spec.line} › ${spec.title}${status === 'flaky' ? ' (passed on retry)' : ''}: ${firstLine(error)}`
      }),
  )
}

// Colour codes and all but the first line are left out: the list must stay readable in CI's last lines.
const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0].slice(0, 300)

function countPlaywright(report) {
  if (!report) return
  const { stats } = report
  totals.passed += stats.expected ?? 0
  totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0)
  totals.skipped += stats.skipped ?? 0
}

for (const file of ['unit-report.json', 'e2e-report.json']) fs.rmSync(path.join(results, file), { force: true })

run('Lock file complete for npm ci', 'node', ['scripts/check-lockfile.js'])
run('Icons up to date', 'node', ['scripts/build-icons.js', '--check'])
await runTogether([
  ['Type check', 'npm', ['run', '--silent', 'typecheck']],
  ['Lint (ESLint)', 'npm', ['run', '--silent', 'lint']],
  ['Formatting (Prettier)', 'npm', ['run', '--silent', 'format:check']],
])

const postgres = process.env.TEST_DATABASE_URL
console.log(
  postgres
    ? `\nDatabase tests run on SQLite and on PostgreSQL (${postgres.replace(/\/\/[^@]*@/, '//…@')}).`
    : '\nDatabase tests run on SQLite only: set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL too.',
)
const chromium = ensureChromium()
if (!chromium) failedStep ??= 'Chromium install'
// The journeys need only the build, not the unit tests: both run at once, as the machine's two cores leave room
// (the journeys keep it about 70 % busy alone). The journeys' output is shown when they end.
await runTogether([
  [
    'Unit and integration tests (Vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'unit-report.json')}`],
    { live: true },
  ],
  ...(chromium
    ? [['Production build, then the browser journeys (Playwright, Chromium)', 'sh', ['-c', 'npm run --silent build && npx playwright test']]]
    : []),
])
const [unitReport, e2eReport] = [readReport('unit-report.json'), readReport('e2e-report.json')]
countVitest(unitReport)
countPlaywright(e2eReport)

// Last, where CI's tail shows them: Vitest's own report of a failure is far above, before the journeys' output.
const failures = [...failedVitest(unitReport), ...failedPlaywright(e2eReport)]
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((line) => `  ✘ ${line}`).join('\n')}`)
console.log(`\nTime per step: ${timings.join(', ')}; in all ${seconds(0)} s.`)
console.log(`${failedStep ? `Failed step: ${failedStep}` : 'All steps succeeded.'}`)
if (!postgres) console.log('Note: PostgreSQL was not tested in this run (SQLite only).')
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStep ? 1 : 0)

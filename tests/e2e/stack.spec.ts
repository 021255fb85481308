import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import { s3Client } from '../../app/storage/s3-file-store.server'
import { startStack, type Stack } from '../../scripts/stack/stack'
import { documentFiles } from '../setup/document-files'
import { DEMO, signIn } from './accounts'
import type { E2ESite } from './site'
import { acceptInvitation, inviteFromCommandLine, waitForConsoleHydration } from './staff'

/*
 * The production shape (issue 28), as `npm run stack` starts it: PostgreSQL,
 * Redis, an S3 API server and two instances behind the balancer, the
 * database prepared once. A document attached through instance A is
 * downloaded through instance B from the bucket (a visitor is sent to sign in); a session and a rate limit
 * are one across both; the balancer spreads pages over both and keeps the
 * site answering when one instance stops. PostgreSQL only (TEST_DATABASE_URL),
 * as in production.
 */

const postgres = process.env.TEST_DATABASE_URL
const base = Number(process.env.E2E_PORT ?? 3199) + 91

test.describe.configure({ mode: 'serial' })
test.skip(!postgres, 'The production shape runs on PostgreSQL: set TEST_DATABASE_URL')

let stack: Stack
let site: E2ESite
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-e2e-stack-'))
const log: string[] = []

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const databaseUrl = new URL(postgres!)
  databaseUrl.pathname = `/claravia_e2e_stack_${base}`
  stack = await startStack({
    port: base,
    instancePorts: [base + 1, base + 2],
    metricsPorts: [base + 3, base + 4],
    databaseUrl: databaseUrl.href,
    redisPort: base + 5,
    s3Port: 0,
    dataDir,
    fresh: true,
    instanceEnv: { FORM_MIN_FILL_SECONDS: '0' },
    log: (line) => log.push(line),
  })
  site = { origin: stack.url, outboxDir: stack.environment.MAIL_OUTBOX_DIR!, databaseUrl: databaseUrl.href }
})

test.afterAll(async () => {
  await stack?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

// Playwright asks for the fixtures as a destructured object, even when none is used.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('stack log', { body: log.join('\n'), contentType: 'text/plain' })
})

/** Requests an instance has answered, from its /metrics. */
async function answered(metricsUrl: string) {
  const text = await (await fetch(metricsUrl)).text()
  return [...text.matchAll(/^http_requests_total\{[^}]*\} (\d+)$/gm)].reduce((sum, [, count]) => sum + Number(count), 0)
}

test('pages through the balancer are answered by both instances', async () => {
  const [a, b] = stack.instances
  const before = [await answered(a!.metrics!), await answered(b!.metrics!)]
  for (let index = 0; index < 10; index++) expect((await fetch(`${stack.url}/es/medical-services`)).status).toBe(200)
  const after = [await answered(a!.metrics!), await answered(b!.metrics!)]
  // Round robin gives each half the pages (and its readiness checks); a slow check on a busy machine may shift a few.
  expect(after[0]! - before[0]!).toBeGreaterThanOrEqual(3)
  expect(after[1]! - before[1]!).toBeGreaterThanOrEqual(3)
})

test('a document attached through instance A downloads through instance B, from the bucket; a visitor is sent to sign in', async ({ browser }) => {
  test.setTimeout(180_000)
  const [a, b] = stack.instances
  const bucket = s3Client({
    endpoint: stack.environment.S3_ENDPOINT,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  })
  const objects = async () => (await bucket.send(new ListObjectsV2Command({ Bucket: 'claravia', Prefix: 'site/documents/' }))).KeyCount ?? 0
  const stored = await objects()

  // A coordinator, invited from the command line against the stack's database, works through instance A.
  const staff = await (await browser.newContext()).newPage()
  const email = `stack-coordinator-${Date.now()}@example.com`
  inviteFromCommandLine(email, 'coordinator', { site })
  await acceptInvitation(staff, email, 'Marta Stack', { site, via: a!.url })
  await staff.goto(`${a!.url}/admin/patients?q=${encodeURIComponent(DEMO.email)}`)
  await staff.getByRole('link', { name: new RegExp(DEMO.name) }).click()
  await staff.getByRole('link', { name: /LASIK/ }).first().click()
  await waitForConsoleHydration(staff)
  const fileName = `informe-${Date.now()}.pdf`
  const documents = staff.getByRole('region', { name: 'Documents' })
  await documents.getByLabel(/^File/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(documentFiles.pdf) })
  await documents.getByRole('button', { name: 'Attach document' }).click()
  await expect(staff.getByRole('status').filter({ hasText: 'Document attached.' })).toBeVisible()
  expect(await objects()).toBe(stored + 1)

  // The patient, in Spanish, through instance B: listed, and the same bytes.
  const patient = await (await browser.newContext()).newPage()
  await patient.goto(`${b!.url}/es/sign-in`)
  await signIn(patient, DEMO.email, DEMO.password, '/es')
  await expect(patient).toHaveURL(`${b!.url}/es/account`)
  await patient.getByRole('link', { name: /LASIK/ }).first().click()
  const link = patient.getByRole('link', { name: `Descargar ${fileName}` })
  const href = (await link.getAttribute('href'))!
  const download = await patient.request.get(new URL(href, b!.url).href)
  expect(download.status()).toBe(200)
  expect(new Uint8Array(await download.body())).toEqual(documentFiles.pdf)

  // The same session through instance A (one session store), and nobody else's.
  await patient.goto(`${a!.url}/es/account`)
  await expect(patient).toHaveURL(`${a!.url}/es/account`)
  const visitor = await fetch(new URL(href, stack.url), { redirect: 'manual' })
  expect(visitor.status).toBe(302)
  expect(visitor.headers.get('Location')).toMatch(/\/es\/sign-in\?/)
})

test('a rate limit counts requests whichever instance answers them', async () => {
  const [a, b] = stack.instances
  const statuses: number[] = []
  for (let index = 0; index < 12; index++) {
    const answer = await fetch(new URL('/v1/newsletter', (index % 2 === 0 ? a : b)!.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.28.0.1' },
      body: JSON.stringify({ email: `stack-${Date.now()}-${index}@example.com`, locale: 'es' }),
    })
    statuses.push(answer.status)
  }
  const refused = statuses.findIndex((status) => status === 429)
  expect(refused).toBeGreaterThan(0)
  expect(statuses.slice(refused).every((status) => status === 429)).toBe(true)
})

test('the two-instance suite passes against this stack (racing holds, sessions, page caches, rate limits)', async () => {
  test.setTimeout(180_000)
  const suite = spawnSync('npx', ['vitest', 'run', 'server/two-instances.test.ts'], {
    env: {
      ...process.env,
      STACK_INSTANCES: stack.instances.map(({ url }) => url).join(','),
      STACK_DATABASE_URL: site.databaseUrl,
      // Its own PostgreSQL databases are not needed: it works on the stack's.
      TEST_DATABASE_URL: '',
      NO_COLOR: '1',
    },
    encoding: 'utf8',
  })
  expect(suite.status, suite.stdout + suite.stderr).toBe(0)
  // Every test of the suite ran and passed (none skipped), however many it has.
  expect(suite.stdout).toMatch(/Tests\s+(\d+) passed \(\1\)/)
})

test('an instance that stops is taken out of rotation: the site keeps answering', async () => {
  const [, b] = stack.instances
  const stopped = b!.stop()
  // While it drains, and once it is gone: every page answered.
  for (let index = 0; index < 6; index++) expect((await fetch(`${stack.url}/es`)).status).toBe(200)
  await stopped
  for (let index = 0; index < 6; index++) expect((await fetch(`${stack.url}/es`)).status).toBe(200)
  expect(log).toContainEqual(`${b!.url} is not ready: no traffic`)
})

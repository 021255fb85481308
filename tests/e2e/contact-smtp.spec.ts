import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { startTestSmtpServer, type TestSmtpServer } from '../setup/smtp-server'
import { uniqueEmail } from './accounts'
import { waitForHydration } from './fixtures'
import { startOwnServer, stopOwnServer, type OwnServer } from './own-server'

/*
 * The contact form against a real SMTP server, on a server process of its own
 * (SMTP_URL set, a real minimum fill time): the emails arrive; with
 * the SMTP server down the person still sees success, the message is kept,
 * and the email arrives once the server is back (exactly once).
 */

test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 3199) + 51
const smtpPort = port + 1
const baseURL = `http://localhost:${port}`
const MIN_FILL_SECONDS = 8
let server: OwnServer | undefined
let smtp: TestSmtpServer

test.use({ baseURL })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  smtp = await startTestSmtpServer({ port: smtpPort })
  server = await startOwnServer('smtp', port, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_RETRY_SECONDS: '1',
    // A real minimum fill time, not the journeys' 0: longer than the default 3 s, so that even on a
    // slow, busy machine the quick post below is surely quicker than it.
    FORM_MIN_FILL_SECONDS: String(MIN_FILL_SECONDS),
    LOG_LEVEL: 'error',
  })
})

test.afterAll(async () => {
  stopOwnServer(server)
  await smtp?.close()
})

async function sendContact(page: Page, email: string, { wait = true, hydrated = true } = {}) {
  await page.goto('/contact-us')
  if (hydrated) await waitForHydration(page)
  const form = page.locator('form#contact-form')
  await form.getByLabel('Full name').fill('Marco Ruiz')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Subject').fill('Retina check-up')
  await form.getByLabel('Message').fill('Could I book a retina check-up in Medellín next month?')
  // People take a few seconds; the server refuses forms sent sooner than that after the page.
  if (wait) await page.waitForTimeout(MIN_FILL_SECONDS * 1000 + 200)
  await form.getByRole('button', { name: 'Send message' }).click()
}

function stored(email: string) {
  const db = new Database(server!.databaseFile, { readonly: true, fileMustExist: true })
  try {
    const message = db.prepare('select id from contact_messages where email = ?').get(email)
    const outbox = db.prepare('select status, attempts from email_outbox where recipient = ?').all(email) as { status: string; attempts: number }[]
    return { message, outbox }
  } finally {
    db.close()
  }
}

test('a form sent faster than a person could is refused, with a translated message, and nothing is stored', async ({ browser }) => {
  // Without JavaScript, nothing stands between loading the page and sending it (no hydration to wait for),
  // so the post is surely quicker than the minimum, however busy the machine.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  const email = uniqueEmail('too-fast')
  await sendContact(page, email, { wait: false, hydrated: false })
  await expect(page.getByRole('alert').filter({ hasText: 'That was very fast!' })).toBeVisible()
  expect(stored(email).message).toBeUndefined()
  await context.close()
})

test('both emails arrive through the SMTP server', async ({ page }) => {
  const email = uniqueEmail('smtp')
  await sendContact(page, email)
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully.' })).toBeVisible()
  const ack = await smtp.waitForMessage((m) => m.to.includes(email), 15_000)
  expect(ack.subject).toBe('We have received your message')
  const staff = await smtp.waitForMessage((m) => m.to.includes('care@claravia.example') && m.text.includes(email), 15_000)
  expect(staff.headers['reply-to']).toContain(email)
})

test('with the SMTP server down the person sees success, the message is kept, and the email arrives once it is back', async ({ page }) => {
  test.setTimeout(180_000)
  await smtp.close()
  const email = uniqueEmail('smtp-down')
  await sendContact(page, email)
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully.' })).toBeVisible()
  expect(stored(email).message).toBeTruthy()
  // The worker tried and failed; the email waits in the outbox.
  await expect.poll(() => stored(email).outbox.map((row) => row.status), { timeout: 15_000 }).toEqual(['pending'])
  expect(stored(email).outbox[0]!.attempts).toBeGreaterThanOrEqual(1)

  smtp = await startTestSmtpServer({ port: smtpPort })
  const ack = await smtp.waitForMessage((m) => m.to.includes(email), 45_000)
  expect(ack.subject).toBe('We have received your message')
  await smtp.waitForMessage((m) => m.to.includes('care@claravia.example') && m.text.includes(email), 15_000)
  await expect.poll(() => stored(email).outbox.map((row) => row.status), { timeout: 10_000 }).toEqual(['sent'])
  // Never twice.
  await page.waitForTimeout(2000)
  expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1)
})

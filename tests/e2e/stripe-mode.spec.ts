import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import Stripe from 'stripe'
import { giveHealthConsent, signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { waitForHydration } from './fixtures'
import { startOwnServer, stopOwnServer, type OwnServer } from './own-server'

/*
 * Stripe mode on a server process of its own (STRIPE_* set). This machine
 * cannot reach Stripe, which is itself a case to handle: the payment page
 * says the service is unreachable instead of failing. Then the part that is
 * ours end to end: back from Stripe, the success page waits for the signed
 * webhook, never trusting the redirect, and turns to success once it arrives.
 */

test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 3199) + 61
const baseURL = `http://localhost:${port}`
const WEBHOOK_SECRET = 'whsec_e2e_webhook_secret'
let server: OwnServer | undefined

test.use({ baseURL })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer('stripe', port, {
    STRIPE_SECRET_KEY: 'sk_test_e2e_not_a_real_key',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_not_a_real_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MAIL_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-e2e-stripe-outbox-')),
    FORM_MIN_FILL_SECONDS: '0',
    LOG_LEVEL: 'fatal',
  })
})

test.afterAll(() => stopOwnServer(server))

test('Stripe mode: Stripe unreachable is said plainly; the webhook, not the redirect, confirms the payment', async ({ page, request }) => {
  test.setTimeout(120_000)
  await signUp(page, { name: 'Iris Vega', email: uniqueEmail('stripe'), password: STRONG_PASSWORD })
  await page.goto('/appointments/new?service=lasik')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByLabel('Phone').fill('+57 300 123 4567')
  await page.getByLabel('Brief description of your medical condition').fill('Myopia.')
  await giveHealthConsent(page)
  await page.getByRole('button', { name: 'Continue to pay' }).click()

  // No test-mode card form here, and no server error: the page says Stripe cannot be reached.
  await expect(page).toHaveURL(/\/stripe\?appointment=\d+$/)
  const id = new URL(page.url()).searchParams.get('appointment')!
  await expect(page.getByRole('alert')).toContainText('The payment form could not be loaded.', { timeout: 20_000 })
  await expect(page.getByText('Test mode — no real charge')).toHaveCount(0)
  const csp = (await request.get(`/stripe?appointment=${id}`, { maxRedirects: 0 })).headers()['content-security-policy']
  expect(csp).toContain('https://js.stripe.com')

  // Back from Stripe before its webhook: the page waits, it does not confirm.
  await page.goto(`/es/payment?appointment=${id}&payment_intent=pi_e2e_${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmando tu pago')
  await expect(page.getByRole('status')).toContainText('Esta página se actualiza sola')
  await page.clock.install()
  await page.goto(`/payment?appointment=${id}&payment_intent=pi_e2e_${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment')
  // After a minute without the webhook, the patient learns they need not wait (timers start once hydrated).
  await waitForHydration(page)
  const slowNotice = page.getByText('This is taking longer than usual.', { exact: false })
  await expect
    .poll(async () => {
      await page.clock.fastForward('01:01')
      return slowNotice.isVisible()
    })
    .toBe(true)

  const today = new Date().toISOString().slice(0, 10)
  const availability = (await (
    await request.get(`/v1/availability?service=lasik&clinic=clinica-vision-andina&from=${today}&to=${today}`)
  ).json()) as { service: { feeMinor: number; currency: string } }
  const payload = JSON.stringify({
    id: `evt_e2e_${id}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: `pi_e2e_${id}`,
        amount: availability.service.feeMinor,
        currency: availability.service.currency.toLowerCase(),
        metadata: { appointmentId: id },
      },
    },
  })
  const forged = await request.post('/v1/webhooks/stripe', {
    data: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=forged' },
  })
  expect(forged.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment')

  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
  const hook = await request.post('/v1/webhooks/stripe', {
    data: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  })
  expect(hook.status()).toBe(200)
  // The waiting page notices by itself.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your assessment is booked', { timeout: 10_000 })
})

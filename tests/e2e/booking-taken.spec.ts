import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { giveHealthConsent, signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { expectNoAxeViolations, waitForHydration } from './fixtures'

/*
 * Issue 9, item 15: while the page is open, other patients fill every place of
 * the chosen hour through the API. Step 1, step 2 and the reschedule page must
 * then say so in the page's language, keep the clinic and the day, and put the
 * focus on the message, with and without JavaScript.
 */

const SERVICE = 'lasik'
const CLINIC = 'clinica-vision-andina'

const texts = {
  en: {
    prefix: '',
    taken: 'This hour was just taken. Please choose another one.',
    rescheduleTaken: 'Someone has just taken that hour, so your appointment was not moved. Please choose another hour.',
    continue: 'Continue',
    phone: 'Phone',
    condition: 'Brief description of your medical condition',
    pay: 'Continue to pay',
    move: 'Move my appointment here',
  },
  es: {
    prefix: '/es',
    taken: 'Alguien acaba de tomar esta hora. Elige otra, por favor.',
    rescheduleTaken: 'Alguien acaba de tomar esa hora, así que tu cita no se movió. Elige otra hora, por favor.',
    continue: 'Continuar',
    phone: 'Teléfono',
    condition: 'Breve descripción de tu condición médica',
    pay: 'Continuar al pago',
    move: 'Mover mi cita a esta hora',
  },
} as const

const documentationAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 254)}`

/** An API client with an account of its own, from its own address (sign-ups are limited per address). */
async function apiPatient(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, baseURL: string) {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': documentationAddress() } })
  const email = uniqueEmail('filler')
  const signUpResponse = await request.post('/v1/auth/sign-up', {
    data: { name: 'Otro Paciente', email, password: STRONG_PASSWORD, repeatPassword: STRONG_PASSWORD, acceptTerms: true, locale: 'es' },
  })
  expect(signUpResponse.status()).toBe(201)
  const { token } = (await signUpResponse.json()) as { token: string }
  return { request, email, auth: { Authorization: `Bearer ${token}` } }
}

const holdBody = (startsAt: string, email: string) => ({
  service: SERVICE,
  clinic: CLINIC,
  startsAt,
  locale: 'es',
  firstName: 'Otro',
  lastName: 'Paciente',
  email,
  phone: '+57 300 123 4567',
  condition: 'Miopía',
  healthDataConsent: true,
})

/** Other patients hold the hour through the API until no place is left (409). */
async function fillHour(playwright: Parameters<typeof apiPatient>[0], baseURL: string, startsAt: string) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const other = await apiPatient(playwright, baseURL)
    const held = await other.request.post('/v1/appointments', { headers: other.auth, data: holdBody(startsAt, other.email) })
    await other.request.dispose()
    if (held.status() === 409) return
    expect(held.status()).toBe(201)
  }
  throw new Error(`the hour ${startsAt} still had places after 6 holds`)
}

/** Opens the n-th open day: each journey uses days of its own, so they never fill each other's hours. */
async function openDay(page: Page, index: number) {
  const day = page.locator('a:not(.line-through)[href*="date="]').nth(index)
  const date = new URL((await day.getAttribute('href'))!, 'http://x').searchParams.get('date')!
  await day.click()
  await expect(page.locator('[aria-current="date"]')).toHaveAttribute('href', new RegExp(`date=${date}`))
}

/** Chooses the n-th hour of the selected day; returns its start and the day. */
async function chooseHour(page: Page, index: number) {
  const hour = page
    .locator('label')
    .filter({ has: page.locator('input[name=startsAt]') })
    .nth(index)
  const startsAt = (await hour.locator('input').getAttribute('value'))!
  await hour.click()
  const day = new URL((await page.locator('[aria-current="date"]').getAttribute('href'))!, 'http://x').searchParams.get('date')!
  return { startsAt, day }
}

async function expectTakenNotice(page: Page, text: string, day: string) {
  const alert = page.getByRole('alert').filter({ hasText: text })
  await expect(alert).toBeVisible()
  await expect(alert).toBeFocused()
  // The clinic and the day the patient chose are still selected.
  await expect(page.locator('[aria-current="date"]')).toHaveAttribute('href', new RegExp(`date=${day}`))
}

for (const [journey, [locale, javaScript]] of (
  [
    ['en', true],
    ['es', false],
    ['es', true],
    ['en', false],
  ] as const
).entries()) {
  test.describe(`${locale}, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('an hour taken while the page is open is explained at step 1, step 2 and when rescheduling', async ({ page, playwright, baseURL }) => {
      test.setTimeout(180_000)
      const t = texts[locale]
      const email = uniqueEmail('taken')
      await signUp(page, { name: 'Julia Torres', email, password: STRONG_PASSWORD }, t.prefix)

      // Step 1: the chosen hour fills up before "Continue".
      await page.goto(`${t.prefix}/appointments/new?service=${SERVICE}&clinic=${CLINIC}`)
      await openDay(page, 1 + journey * 2)
      const first = await chooseHour(page, 1)
      await fillHour(playwright, baseURL!, first.startsAt)
      await page.getByRole('button', { name: t.continue, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/appointments/new\\?.*clinic=${CLINIC}.*notice=taken`))
      await expectTakenNotice(page, t.taken, first.day)
      await expect(page.locator(`input[value="${first.startsAt}"]`)).toHaveCount(0)
      if (javaScript) {
        await waitForHydration(page)
        await expectNoAxeViolations(page)
      }

      // Step 2: the hour fills up while the patient types their details.
      const second = await chooseHour(page, 2)
      await page.getByRole('button', { name: t.continue, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/appointments/new/details\\?`))
      await page.getByLabel(t.phone).fill('+57 300 123 4567')
      await page.getByLabel(t.condition).fill('Miopía de −3,00.')
      await giveHealthConsent(page, t.prefix)
      await fillHour(playwright, baseURL!, second.startsAt)
      await page.getByRole('button', { name: t.pay }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/appointments/new\\?.*clinic=${CLINIC}.*notice=taken`))
      await expectTakenNotice(page, t.taken, second.day)

      // Rescheduling: a paid appointment (booked through the API), a new hour that fills up.
      const api = await playwright.request.newContext({ baseURL })
      const signIn = await api.post('/v1/auth/sign-in', {
        data: { email, password: STRONG_PASSWORD },
        headers: { 'X-Forwarded-For': documentationAddress() },
      })
      expect(signIn.status()).toBe(200)
      const auth = { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` }
      const third = await chooseHour(page, 0)
      const held = await api.post('/v1/appointments', { headers: auth, data: holdBody(third.startsAt, email) })
      expect(held.status()).toBe(201)
      const { id } = (await held.json()) as { id: number }
      const paid = await api.post(`/v1/appointments/${id}/payment`, {
        headers: auth,
        data: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Julia' },
      })
      expect(paid.status()).toBe(200)

      await api.dispose()

      await page.goto(`${t.prefix}/account/appointments/${id}/reschedule`)
      await openDay(page, 2 + journey * 2)
      const fourth = await chooseHour(page, 3)
      await fillHour(playwright, baseURL!, fourth.startsAt)
      await page.getByRole('button', { name: t.move }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/account/appointments/${id}/reschedule\\?date=${fourth.day}&notice=taken$`))
      await expectTakenNotice(page, t.rescheduleTaken, fourth.day)
      await expect(page.locator(`input[value="${fourth.startsAt}"]`)).toHaveCount(0)
    })
  })
}

import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './fixtures'
import { acceptTerms, giveHealthConsent, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { emailTo } from './mail'

test('a visitor books and pays an assessment in test mode: declined card, then success, email with .ics', async ({ page, request }) => {
  // The whole journey (book, pay, plan, cancel, with axe checks) takes ~25 s alone on this machine.
  test.setTimeout(180_000)
  await page.goto('/medical-services/lasik')
  await page.getByRole('link', { name: 'Book a preoperative assessment' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a preoperative assessment')
  await expect(page.locator('[aria-current="step"]')).toContainText('Date and hour')
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  // Barcelona shares the browser's time zone (Europe/Madrid); Bogotá does not, so its hours show ours too.
  await expect(page.getByText(/your time \d\d:\d\d/)).toHaveCount(0)
  await page.getByRole('link', { name: 'Clínica Visión Andina, Bogotá' }).click()
  await expect(page.getByText(/your time \d\d:\d\d/).first()).toBeVisible()
  await expect(page.getByText('Times are the clinic’s local time (America/Bogota).')).toBeVisible()
  const firstHour = await page.locator('input[name=startsAt]').first().getAttribute('value')
  await page.getByRole('button', { name: 'Continue' }).click()

  // A visitor must have an account: sign up and come straight back to step 2.
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=/)
  await page.getByRole('link', { name: 'Create an account' }).click()
  const email = uniqueEmail('booker')
  await page.getByLabel('Full name').fill('Lucía Gómez')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD)
  await page.getByLabel('Repeat password').fill(STRONG_PASSWORD)
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/appointments\/new\/details\?/)
  expect(new URL(page.url()).searchParams.get('startsAt')).toBe(firstHour)
  await expect(page.getByLabel('First name')).toHaveValue('Lucía')
  await expect(page.getByLabel('Email')).toHaveValue(email)

  await page.getByLabel('Phone').fill('12345')
  await page.getByLabel('Phone').blur()
  await expect(page.getByText('Enter a valid international phone number.')).toBeVisible()
  await page.getByLabel('Phone').fill('+57 300 123 4567')
  await page.getByLabel('Brief description of your medical condition').fill('Myopia of −4.50 in both eyes.')
  await giveHealthConsent(page)
  await page.getByRole('button', { name: 'Continue to pay' }).click()

  await expect(page).toHaveURL(/\/stripe\?appointment=\d+$/)
  await expect(page.getByText('Test mode — no real charge')).toBeVisible()
  await expect(page.getByText(/Your hour is held for \d+:\d\d more/)).toBeVisible()
  await page.getByLabel('Name on the card').fill('Lucía Gómez')
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay US$120', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.')

  await page.getByLabel('Card number').fill('4000 0000 0000 9995')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('alert')).toHaveText('The card has insufficient funds. Try another card.')

  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/payment\?appointment=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your assessment is booked')
  await expect(page.getByText('Total paid')).toBeVisible()
  // Never a bare "$": US dollars say so (i18n/money.ts).
  await expect(page.getByText('US$120', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  // Coming back to the payment page (back button, double submit) never charges or confirms twice.
  const successUrl = page.url()
  await page.goto(successUrl.replace('/payment', '/stripe'))
  await expect(page).toHaveURL(successUrl)

  const icsHref = await page.getByRole('link', { name: 'Add to my calendar (.ics)' }).getAttribute('href')
  const ics = await (await page.request.get(icsHref!)).text()
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics).toContain('METHOD:REQUEST')
  expect(ics).toMatch(/\r\nSUMMARY:Preoperative assessment for LASIK · /)
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/)
  expect((await request.get(icsHref!)).status()).toBe(404) // not for someone else

  // The confirmation email, with the calendar file attached.
  const message = await emailTo(email, (sent) => sent.subject.startsWith('Your preoperative assessment is confirmed'))
  expect(message.attachments.some((attachment) => attachment.mimeType.startsWith('text/calendar'))).toBe(true)
  // Booked from Madrid (the browser's zone) for Bogotá: the email gives her own time too.
  expect(message.text).toMatch(/In your time zone \(Central European .*Time\): /)

  await page.getByRole('link', { name: 'Continue to my account' }).click()
  await expect(page.locator('#appointments').getByText('Preoperative assessment · LASIK')).toBeVisible()

  // The paid assessment is the first step of a planned treatment, shown as such.
  const plan = page.locator('#active-treatments article').filter({ hasText: 'LASIK' })
  await expect(page.locator('#active-treatments')).not.toContainText('No active treatments')
  await expect(plan).toContainText('Planned')
  await expect(plan).toContainText('Clínica Visión Andina, Bogotá')
  const assessmentDay = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'America/Bogota' }).format(new Date(firstHour!))
  await expect(plan).toContainText(`Next step: Preoperative assessment, ${assessmentDay}`)
  await plan.getByRole('link', { name: 'LASIK' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LASIK')
  await expect(page.locator('#timeline li')).toHaveCount(1)
  await expect(page.locator('#timeline li')).toContainText('Preoperative assessment')
  await expect(page.locator('#timeline')).toContainText('Your plan starts with the preoperative assessment.')
  await expect(page.locator('#treatment-appointments li')).toContainText('Preoperative assessment · LASIK')
  await expectNoAxeViolations(page)
  await page.goBack()

  // Cancelling frees the place and says what is refunded.
  const booked = page.locator('#appointments li').filter({ hasText: 'Preoperative assessment · LASIK' })
  await waitForHydration(page)
  await booked.getByRole('button', { name: 'Cancel this appointment' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' })
  // The first hour offered is often less than 48 hours away: the text says the case that applies.
  const refundable = new Date(firstHour!).getTime() - Date.now() >= 48 * 3_600_000
  await expect(dialog).toContainText(
    refundable
      ? 'It is more than 48 hours away, so you get a full refund of US$120.'
      : 'It is less than 48 hours away, so the US$120 fee is not refunded.',
  )
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(refundable ? 'Your appointment was cancelled and US$120 will be refunded.' : 'Your appointment was cancelled.'),
  ).toBeVisible()
  // Listed apart from attended appointments, though its date is ahead.
  const cancelled = page.locator('#appointments h3', { hasText: 'Cancelled or expired' }).locator('+ ul')
  await expect(cancelled.locator('li').filter({ hasText: 'Preoperative assessment · LASIK' }).getByText('Cancelled')).toBeVisible()
  await expect(page.locator('#appointments h3', { hasText: 'Past' }).locator('+ *')).toHaveText('No past appointments yet.')
  // Its plan is cancelled with it: no longer active, listed with past treatments.
  await expect(page.locator('#active-treatments')).toContainText('No active treatments')
  await expect(page.locator('#past-treatments article').filter({ hasText: 'LASIK' })).toContainText('Cancelled')
})

test('in Spanish, a day without hours says so', async ({ page }) => {
  await page.goto('/es/appointments/new?service=lasik')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserva una valoración preoperatoria')
  const closed = page.locator('a.line-through').first()
  await closed.click()
  await expect(page.getByText('No hay horas disponibles este día. Elige otra fecha.')).toBeVisible()
})

/**
 * Links fade between colours (transition-colors): axe judges them once they
 * have settled, with the page at the top (scrolled, the translucent sticky
 * header lies over whatever passes beneath it, which axe then measures against).
 */
async function settled(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
}

test('the selected hour and the patient’s own time inside it pass axe in light and dark, in both languages', async ({ page }) => {
  test.setTimeout(180_000) // six axe runs
  for (const [prefix, yourTime] of [
    ['', /your time \d\d:\d\d/],
    ['/es', /tu hora \d\d:\d\d/],
  ] as const) {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(`${prefix}/medical-services/lasik`)
    await page.locator('main a[href*="/appointments/new"]').first().click()
    // The LASIK page links to the same clinic: the booking page must be the one showing before its link is clicked.
    await expect(page).toHaveURL(/\/appointments\/new\?/)
    await waitForHydration(page)
    // Bogotá's clock differs from the browser's (Europe/Madrid), so each hour shows the patient's time too.
    await page.getByRole('link', { name: /Clínica Visión Andina, Bogotá/ }).click()
    const selected = page.locator('label:has(input[name=startsAt]:checked)')
    await expect(selected).toHaveCount(1)
    await expect(selected.getByText(yourTime)).toBeVisible()
    await settled(page)
    await expectNoAxeViolations(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveClass(/dark/)
    await settled(page)
    await expectNoAxeViolations(page)
    // Another hour chosen (the day's last: late in Bogotá's day the first free day may have only one): still readable.
    await page.locator('label:has(input[name=startsAt])').last().click()
    await expect(page.locator('label:has(input[name=startsAt]:checked)').getByText(yourTime)).toBeVisible()
    await settled(page)
    await expectNoAxeViolations(page)
  }
})

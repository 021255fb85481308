import { expect, test } from '@playwright/test'
import { giveHealthConsent, signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'

/*
 * Issue 9, item 4, through the pages: a patient holds one hour at a time (a new
 * hour replaces the previous hold), and holding hour after hour is limited.
 */
test.use({ javaScriptEnabled: false })

test('en español: cada hora nueva reemplaza la reserva anterior, y a la undécima en minutos se pide esperar', async ({ page }) => {
  test.setTimeout(240_000)
  await signUp(page, { name: 'Marta León', email: uniqueEmail('limite'), password: STRONG_PASSWORD }, '/es')
  await page.goto('/es/appointments/new?service=lasik&clinic=clinica-vision-andina')
  // Eleven free hours, from as many open days as it takes (a Saturday has fewer hours than a weekday).
  // Opened by their links rather than clicked: without JavaScript a click's page load is not awaited before the hours are read.
  const days = await page.locator('a:not(.line-through)[href*="date="]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  const hours: string[] = []
  for (const day of days.slice(5)) {
    if (hours.length >= 11) break
    await page.goto(day)
    hours.push(...(await page.locator('input[name=startsAt]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))))
  }
  expect(hours.length).toBeGreaterThanOrEqual(11)

  const details = (startsAt: string) =>
    `/es/appointments/new/details?service=lasik&clinic=clinica-vision-andina&startsAt=${encodeURIComponent(startsAt)}`
  const holds: string[] = []
  for (const startsAt of hours.slice(0, 10)) {
    await page.goto(details(startsAt))
    await expect(page.getByText('Si tenías otra hora reservada, queda libre.')).toBeVisible()
    await page.getByLabel('Teléfono').fill('+34 612 345 678')
    await page.getByLabel('Breve descripción de tu condición médica').fill('Miopía.')
    await giveHealthConsent(page, '/es')
    await page.getByRole('button', { name: 'Continuar al pago' }).click()
    await expect(page).toHaveURL(/\/es\/stripe\?appointment=\d+$/)
    holds.push(page.url())
  }

  // The first hold was replaced: its payment page says the hour was released.
  await page.goto(holds[0]!)
  await expect(page.getByText('Tu reserva venció y la hora quedó libre. Elige una hora de nuevo.')).toBeVisible()
  await page.goto(holds[9]!)
  await expect(page.getByText(/Tu hora queda reservada \d+:\d\d más/)).toBeVisible()

  // The eleventh hold in a few minutes waits, with the reason in Spanish; the last hold stays.
  await page.goto(details(hours[10]!))
  await page.getByLabel('Teléfono').fill('+34 612 345 678')
  await page.getByLabel('Breve descripción de tu condición médica').fill('Miopía.')
  await giveHealthConsent(page, '/es')
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST'),
    page.getByRole('button', { name: 'Continuar al pago' }).click(),
  ])
  expect(response.status()).toBe(429)
  await expect(page.getByRole('alert')).toContainText(/Elegiste demasiadas horas en poco tiempo\. Espera \d+ minutos? y vuelve a intentarlo\./)
  await page.goto(holds[9]!)
  await expect(page.getByText(/Tu hora queda reservada \d+:\d\d más/)).toBeVisible()
})

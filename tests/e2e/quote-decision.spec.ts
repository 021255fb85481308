import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { axeInLightAndDark, expectNoAxeViolations } from './fixtures'
import { e2eSite, TSX } from './site'

/*
 * A personal quote, the patient decides (issue 30). In Spanish on a phone,
 * a patient compares two options (Barcelona in euros, Bogotá in pesos, read in
 * US dollars), downloads the PDF, accepts one under its terms and lands on the
 * assessment's booking with that clinic chosen. On a desktop, in English, the
 * options sit side by side with their rows aligned, and another patient gets
 * the ordinary 404 for that quote and its PDF. Without JavaScript a quote is
 * declined through its confirmation section. Axe on the list and the quote,
 * light and dark. The quote is made through the verbs (tests/e2e/seed-quote.ts).
 */

interface Seeded {
  requestId: number
  quoteId: number
  optionIds: number[]
  /** Each option's included total, formatted as the patient reads it (clinic's currency, patient's). */
  totals: { clinic: string; patient: string }[]
}

/** A quote sent to the patient of `email`: their request, the coordinator's draft and its sending. */
function sendQuoteTo(email: string): Seeded {
  const output = execFileSync(TSX, ['tests/e2e/seed-quote.ts', '--email', email], {
    env: { ...process.env, DATABASE_URL: e2eSite.databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  })
  return JSON.parse(output.trim().split('\n').at(-1)!) as Seeded
}

/** Amounts as Intl writes them (a no-break space before a trailing symbol): any space matches. */
const amount = (text: string) => new RegExp(text.replace(/[.$]/g, '\\$&').replace(/\s/g, '\\s'))

test('en español, en un móvil: compara dos opciones, descarga el PDF, acepta una y llega a reservar en esa clínica', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const email = uniqueEmail('quote-es')
  await signUp(page, { name: 'Lucía Gómez', email, password: STRONG_PASSWORD }, '/es')
  const { quoteId, requestId, totals } = sendQuoteTo(email)

  await page.getByRole('navigation', { name: 'Navegación de la cuenta' }).getByRole('link', { name: 'Mis presupuestos' }).click()
  await expect(page).toHaveURL(/\/es\/account\/quotes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mis presupuestos' })).toBeVisible()
  const item = page.getByRole('list', { name: 'Tus solicitudes de presupuesto' }).getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('Listo para revisar')
  await axeInLightAndDark(page, { followsDevice: true })

  await item.getByRole('link', { name: 'LASIK' }).click()
  await expect(page).toHaveURL(new RegExp(`/es/account/quotes/${quoteId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Tu presupuesto para LASIK' })).toBeVisible()
  await expect(page.getByText(`Presupuesto n.º ${requestId}-1`)).toBeVisible()

  // Both options, each whole on its own card, every total in the clinic's currency and in US dollars.
  const barcelona = page.getByRole('article', { name: 'Centre Oftalmològic Diagonal' })
  const bogota = page.getByRole('article', { name: 'Clínica Visión Andina' })
  await expect(barcelona).toContainText('Barcelona, España')
  await expect(barcelona).toContainText('Dr. Marc Ferrer Soler')
  await expect(barcelona).toContainText('14 años de experiencia')
  // The figures the server computed at the rates frozen on sending (1,995.50 € is 2,097.67 US$ at the ECB's 1.0512).
  expect(totals[0]!.clinic.replace(/\s/g, ' ')).toBe('1995,50 €')
  await expect(barcelona.getByText(amount(totals[0]!.clinic), { exact: true })).toBeVisible()
  await expect(barcelona.getByText(amount(totals[0]!.patient), { exact: true })).toBeVisible()
  await expect(barcelona).toContainText('1 EUR = 1,0512 USD · tipo de referencia del BCE')
  await expect(bogota).toContainText('Bogotá, Colombia')
  expect(totals[1]!.clinic.replace(/\s/g, ' ')).toBe('7.450.000 COP')
  await expect(bogota.getByText(amount(totals[1]!.clinic), { exact: true })).toBeVisible()
  await expect(bogota.getByText(amount(totals[1]!.patient), { exact: true })).toBeVisible()
  await expect(bogota).toContainText('tipo fijado por Claravia')
  await expect(page.getByRole('table', { name: 'De un vistazo' })).toBeVisible()
  // On a phone the cards stand one under the other, nothing wider than the screen.
  const [first, second] = [(await barcelona.boundingBox())!, (await bogota.boundingBox())!]
  expect(second.y).toBeGreaterThan(first.y + first.height - 1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await axeInLightAndDark(page, { followsDevice: true })

  // The PDF, drawn on the server: a download named by the quote alone, and a real PDF.
  const pdfLink = page.getByRole('link', { name: 'Descargar PDF' })
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()])
  expect(download.suggestedFilename()).toBe(`claravia-presupuesto-${requestId}-1.pdf`)
  const saved = await download.path()
  expect(fs.statSync(saved).size).toBeGreaterThan(10_000)
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-')
  const fetched = await page.request.get((await pdfLink.getAttribute('href'))!)
  expect(fetched.status()).toBe(200)
  expect(fetched.headers()['content-type']).toBe('application/pdf')
  expect(Number(fetched.headers()['content-length'])).toBe(fs.statSync(saved).size)

  // Accept Bogotá: the dialog says what is accepted and the terms, and asks for the box first.
  await bogota.getByRole('button', { name: /^Aceptar esta opción/ }).click()
  const dialog = page.getByRole('dialog', { name: '¿Aceptar la opción 2?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Clínica Visión Andina')
  await expect(dialog).toContainText('Pagas el precio de la valoración')
  await expect(dialog).toContainText('Condiciones del presupuesto, versión')
  await dialog.getByRole('button', { name: 'Aceptar y elegir la hora de mi valoración' }).click()
  await expect(dialog.getByText('Marca la casilla para aceptar las condiciones: tu aceptación queda registrada con ellas.')).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('checkbox', { name: /^He leído estas condiciones y acepto la opción 2/ }).check()
  await dialog.getByRole('button', { name: 'Aceptar y elegir la hora de mi valoración' }).click()

  // The plan is made; the assessment's booking opens at that clinic, the hour still to choose.
  await expect(page).toHaveURL(/\/es\/appointments\/new\?service=lasik&clinic=clinica-vision-andina$/)
  await expect(page.getByText('Tu plan está listo: elige la hora de tu valoración')).toBeVisible()
  await expect(page.locator('a[aria-current="true"]')).toContainText('Clínica Visión Andina')

  await page.goto(`/es/account/quotes/${quoteId}`)
  await expect(page.getByRole('status').filter({ hasText: 'Aceptaste la opción 2, Clínica Visión Andina' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Aceptar esta opción/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ver tu plan de tratamiento' })).toHaveAttribute('href', /\/es\/account\/treatments\/\d+$/)
})

test('in English on a desktop: the options side by side, rows aligned; another patient gets the ordinary 404', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const email = uniqueEmail('quote-en')
  await signUp(page, { name: 'Marta Ruiz', email, password: STRONG_PASSWORD })
  const { quoteId, requestId } = sendQuoteTo(email)
  await page.goto(`/account/quotes/${quoteId}`)
  const barcelona = page.getByRole('article', { name: 'Centre Oftalmològic Diagonal' })
  const bogota = page.getByRole('article', { name: 'Clínica Visión Andina' })
  const [left, right] = [(await barcelona.boundingBox())!, (await bogota.boundingBox())!]
  expect(right.x).toBeGreaterThan(left.x + left.width - 1)
  expect(right.y).toBe(left.y)
  // The same line kind at the same height in both columns, whatever each option says in it.
  for (const label of ['Anaesthesia', 'Accommodation', 'Not included', 'Preoperative assessment fee']) {
    const [a, b] = [
      (await barcelona.getByText(label, { exact: true }).boundingBox())!,
      (await bogota.getByText(label, { exact: true }).boundingBox())!,
    ]
    expect(Math.abs(a.y - b.y), label).toBeLessThan(1)
  }
  await expect(page.getByRole('table', { name: 'At a glance' })).toBeHidden()

  // "Ask a question": the care team's form with this quote chosen; the request's message in the thread names it.
  await page.getByRole('link', { name: 'Ask a question' }).first().click()
  await expect(page).toHaveURL(/\/account\/care-team\?about=quote-\d+#care-team-form-title$/)
  await expect(page.getByLabel('About (optional)')).toHaveValue(`quote-${requestId}`)
  await expect(page.getByRole('link', { name: 'About: your quote for LASIK' })).toHaveAttribute('href', `/account/quotes/${quoteId}`)

  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const stranger = await other.newPage()
  await signUp(stranger, { name: 'Otra Persona', email: uniqueEmail('quote-other'), password: STRONG_PASSWORD })
  const answer = await stranger.goto(`/account/quotes/${quoteId}`)
  expect(answer?.status()).toBe(404)
  await expect(stranger.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
  expect((await stranger.request.get(`/account/quotes/${quoteId}/pdf`)).status()).toBe(404)
  await stranger.goto('/account/quotes')
  await expect(stranger.getByRole('heading', { level: 2, name: 'No quotes yet' })).toBeVisible()
  await expect(stranger.getByRole('link', { name: 'Get a personal quote' })).toHaveAttribute('href', '/quotes/new')
  await axeInLightAndDark(stranger)
  await other.close()
})

test('without JavaScript: declined with a reason through the confirmation section, the toast, and the quote says so', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const email = uniqueEmail('quote-nojs')
  await signUp(page, { name: 'Ana Sin Script', email, password: STRONG_PASSWORD })
  const { quoteId } = sendQuoteTo(email)
  await page.goto(`/account/quotes/${quoteId}`)
  await page.getByRole('link', { name: 'Decline this quote' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/quotes/${quoteId}\\?decline=1#decide$`))
  const section = page.getByRole('region', { name: 'Decline this quote?' })
  await section.getByLabel('Why? (optional)').fill('I will wait until the summer.')
  await section.getByRole('button', { name: 'Decline the quote' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/quotes/${quoteId}$`))
  await expect(page.getByText('Quote declined. Your care team has been told.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You declined this quote' })).toContainText('I will wait until the summer.')
  // Accepting it now is not offered, and the address that asked for it shows no form.
  await page.goto(`/account/quotes/${quoteId}?decline=1`)
  await expect(page.getByRole('region', { name: 'Decline this quote?' })).toHaveCount(0)
  await context.close()
})

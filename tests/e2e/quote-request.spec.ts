import { expect, test } from '@playwright/test'
import { documentFiles } from '../setup/document-files'
import { acceptTerms, signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { axeInLightAndDark, waitForHydration } from './fixtures'

/*
 * "Get a personal quote" (issue 30), the patient's side: a visitor starts on
 * the LASIK page, fills the form with a prescription, is asked for an account
 * before anything is sent (their answers kept across signing up), sends it
 * from the review, and finds it in their Quotes as "Requested"; the same in
 * Spanish without JavaScript for a patient already signed in, a refused post
 * first (everything typed comes back, the file must be chosen again); axe on
 * the form at rest and with its problems, and on the review.
 */

const texts = {
  en: {
    getQuote: 'Get a personal quote',
    title: 'Get a personal quote',
    where: 'Where would you like to be treated?',
    from: 'From',
    to: 'To',
    country: 'Country you live in',
    currency: 'Currency to see the prices in',
    age: 'How old are you?',
    rightEye: 'Prescription of your right eye (sphere, cylinder, axis), if you know it',
    message: 'Anything else we should know? (optional)',
    files: 'Prescription, topography, reports (optional)',
    consent: /^I expressly consent to Claravia processing the health information I give here/,
    continue: 'Continue',
    send: 'Send my request',
    review: 'Review your request',
    createAccount: 'Create an account',
    sent: 'Your request has been sent to your care team.',
    quotes: 'My quotes',
    requested: 'Requested',
    problems: /fields? needs? your attention/,
  },
  es: {
    getQuote: 'Pide un presupuesto personal',
    title: 'Pide un presupuesto personal',
    where: '¿Dónde te gustaría tratarte?',
    from: 'Desde',
    to: 'Hasta',
    country: 'País en el que vives',
    currency: 'Moneda en la que quieres ver los precios',
    age: '¿Qué edad tienes?',
    rightEye: 'Graduación del ojo derecho (esfera, cilindro y eje), si la conoces',
    message: '¿Hay algo más que debamos saber? (opcional)',
    files: 'Graduación, topografía, informes (opcional)',
    consent: /^Doy mi consentimiento expreso para que Claravia trate la información de salud que indico aquí/,
    continue: 'Continuar',
    send: 'Enviar mi solicitud',
    review: 'Revisa tu solicitud',
    createAccount: 'Crear una cuenta',
    sent: 'Tu solicitud se ha enviado a tu equipo de atención.',
    quotes: 'Mis presupuestos',
    requested: 'Solicitado',
    problems: /campos? necesitan? tu atención/,
  },
}

/** A day `days` from today (as a date input takes it). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const prescription = () => ({ name: 'prescription.pdf', mimeType: 'application/pdf', buffer: Buffer.from(documentFiles.pdf) })

/** A documentation-range address per journey: quote requests are limited per address. */
const freshAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`

test('en: a visitor asks for a quote from the LASIK page, signs up when asked, sends it and finds it “Requested”', async ({ page }) => {
  const t = texts.en
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshAddress() })
  await page.goto('/medical-services/lasik')
  await page.getByRole('link', { name: t.getQuote }).click()
  await expect(page).toHaveURL(/\/quotes\/new\?service=lasik$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
  await waitForHydration(page)
  await axeInLightAndDark(page, { followsDevice: true })

  // Sent empty: every problem by its field, listed at the top (which takes the focus), axe-clean too.
  await page.getByRole('button', { name: t.continue }).click()
  const problems = page.getByRole('alert').filter({ hasText: t.problems })
  await expect(problems).toBeFocused()
  await expect(page.getByText('Choose at least one destination or clinic, or ask us to advise you.')).toBeVisible()
  await axeInLightAndDark(page, { followsDevice: true })

  await page
    .getByRole('group', { name: t.where })
    .getByRole('checkbox', { name: /^Bogotá, Colombia/ })
    .check()
  await page.getByLabel(t.from, { exact: true }).fill(inDays(60))
  await page.getByLabel(t.to, { exact: true }).fill(inDays(75))
  // en-GB: the United Kingdom, and pounds as "my country's" currency.
  await expect(page.getByLabel(t.country)).toHaveValue('GB')
  await expect(page.getByLabel(t.currency).locator('option:checked')).toHaveText('As my country: British Pound')
  await page.getByLabel(t.country).selectOption('US')
  await expect(page.getByLabel(t.currency).locator('option:checked')).toHaveText('As my country: US Dollar')
  await page.getByLabel(t.age, { exact: true }).fill('34')
  await page.getByLabel(t.rightEye).fill('-2.50 / -0.75 x 180')
  await page.getByLabel(t.message).fill('I could stay two weeks.')
  await page.getByLabel(t.files).setInputFiles(prescription())
  await page.getByRole('checkbox', { name: t.consent }).check()
  await page.getByRole('button', { name: t.continue }).click()

  // Saved, not sent: an account first. The summary says what it is about, never the answers.
  await expect(page).toHaveURL(/\/quotes\/new\/review$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.review)
  await expect(page.getByText('LASIK', { exact: true })).toBeVisible()
  await expect(page.getByText('1 file', { exact: true })).toBeVisible()
  await expect(page.getByText('-2.50 / -0.75 x 180')).toHaveCount(0)
  await axeInLightAndDark(page, { followsDevice: true })
  await page.getByRole('link', { name: t.createAccount }).click()
  await expect(page).toHaveURL(/\/sign-up\?redirectTo=%2Fquotes%2Fnew%2Freview$/)

  const password = STRONG_PASSWORD
  await page.getByLabel('Full name').fill('Grace Okafor')
  await page.getByLabel('Email').fill(uniqueEmail('quote-en'))
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Repeat password').fill(password)
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Create account' }).click()

  // Back on the review, signed in: everything typed is there, to send.
  await expect(page).toHaveURL(/\/quotes\/new\/review$/)
  await expect(page.getByText('-2.50 / -0.75 x 180')).toBeVisible()
  await expect(page.getByText('prescription.pdf')).toBeVisible()
  await page.getByRole('button', { name: t.send }).click()
  await expect(page).toHaveURL(/\/account\/quotes$/)
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(t.sent)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.quotes)
  const request = page.getByRole('listitem').filter({ hasText: 'LASIK' })
  await expect(request).toHaveCount(1)
  await expect(request).toContainText(t.requested)

  // Sent: the review no longer has it.
  await page.goto('/quotes/new/review')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This request is no longer here')
})

test('es: without JavaScript, a signed-in patient sends a request with a prescription; a refused post keeps what was typed', async ({ browser }) => {
  const t = texts.es
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-CO' })
  const page = await context.newPage()
  await signUp(page, { name: 'Camila Restrepo', email: uniqueEmail('quote-es-nojs'), password: STRONG_PASSWORD }, '/es')
  await page.goto('/es/medical-services/lasik')
  await page.getByRole('link', { name: t.getQuote }).click()
  await expect(page).toHaveURL(/\/es\/quotes\/new\?service=lasik$/)
  // es-CO: Colombia, and pesos as "my country's" currency (chosen by the server: no script here).
  await expect(page.getByLabel(t.country)).toHaveValue('CO')
  await expect(page.getByLabel(t.currency).locator('option:checked')).toHaveText('La de mi país: peso colombiano')

  await page.getByRole('checkbox', { name: 'Aconséjame' }).check()
  await page.getByLabel(t.from, { exact: true }).fill(inDays(60))
  await page.getByLabel(t.to, { exact: true }).fill(inDays(90))
  await page.getByLabel(t.age, { exact: true }).fill('41')
  await page.getByLabel(t.message).fill('Prefiero Bogotá o Medellín.')
  await page.getByLabel(t.files).setInputFiles(prescription())
  // No consent: the form comes back with the reason by the box, everything typed kept, the file to choose again.
  await page.getByRole('button', { name: t.send }).click()
  await expect(page.getByText('Para preparar tu presupuesto necesitamos tu consentimiento para tratar tus datos de salud.')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: t.problems })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Aconséjame' })).toBeChecked()
  await expect(page.getByLabel(t.age, { exact: true })).toHaveValue('41')
  await expect(page.getByLabel(t.message)).toHaveValue('Prefiero Bogotá o Medellín.')
  await expect(page.getByText('Los archivos no se conservan cuando el formulario vuelve: elígelos de nuevo.')).toBeVisible()

  await page.getByLabel(t.files).setInputFiles(prescription())
  await page.getByRole('checkbox', { name: t.consent }).check()
  await page.getByRole('button', { name: t.send }).click()
  await expect(page).toHaveURL(/\/es\/account\/quotes$/)
  await expect(page.getByText(t.sent)).toBeVisible()
  const request = page.getByRole('listitem').filter({ hasText: 'LASIK' })
  await expect(request).toHaveCount(1)
  await expect(request).toContainText(t.requested)
  await context.close()
})

test('a destination page leads to its treatments, each opening the form with that destination ticked', async ({ page }) => {
  await page.goto('/es/destinations/bogota')
  await page.getByRole('link', { name: texts.es.getQuote }).click()
  await expect(page).toHaveURL(/\/es\/quotes\/new\?destination=bogota$/)
  await expect(page.getByRole('heading', { name: 'Tratamientos disponibles en Bogotá' })).toBeVisible()
  await page.getByRole('link', { name: /^LASIK/ }).click()
  await expect(page).toHaveURL(/\/es\/quotes\/new\?service=lasik&destination=bogota$/)
  await expect(page.getByRole('checkbox', { name: /^Bogotá, Colombia/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^Barcelona, España/ })).not.toBeChecked()
})

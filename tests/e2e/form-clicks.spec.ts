import { expect, test, type Locator, type Page } from '@playwright/test'
import { acceptTerms, giveHealthConsent, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { inLocale, waitForHydration } from './fixtures'

/*
 * Issue 10, item 2: a field is checked when it loses focus, and pressing Send is what takes the
 * focus away. When fixing a field removed its error line at that moment, everything below moved
 * up between the press and the release and the click missed the button. These journeys press
 * and release the mouse where the button was while the error still showed.
 */

/** Presses and releases the mouse at the centre the button had before anything moved. */
async function clickWhereItWas(page: Page, button: Locator) {
  const box = await button.boundingBox()
  if (!box) throw new Error('button not visible')
  return async () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

const contactTexts = {
  en: {
    name: 'Full name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    tooShort: 'This field must have at least 10 characters.',
    success: 'Your message has been sent successfully.',
  },
  es: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    tooShort: 'Este campo debe tener al menos 10 caracteres.',
    success: 'Tu mensaje se ha enviado correctamente.',
  },
} as const

for (const [locale, prefix] of [
  ['en', ''],
  ['es', '/es'],
] as const) {
  const l = contactTexts[locale]
  test(`contact: the first click on Send after fixing the message sends it (${locale})`, async ({ page }) => {
    await page.goto(inLocale('/contact-us', prefix))
    await waitForHydration(page)
    const form = page.locator('form#contact-form')
    await form.getByLabel(l.name).fill('Lucía Gómez')
    await form.getByLabel(l.email, { exact: true }).fill(uniqueEmail('contact-click'))
    await form.getByLabel(l.subject).fill('Cataract surgery')
    const message = form.getByLabel(l.message)
    await message.fill('Hello')
    await message.press('Tab')
    const error = form.getByText(l.tooShort)
    await expect(error).toBeVisible()
    const send = form.getByRole('button', { name: l.send })
    const click = await clickWhereItWas(page, send)
    await message.fill('I would like to know prices and dates for cataract surgery.')
    // The focus is still in the message: the press on Send is what checks it again.
    await click()
    await expect(page.getByRole('status').filter({ hasText: l.success })).toBeVisible()
    await expect(error).toHaveCount(0)
  })
}

test('stripe test mode: the first click on Pay after fixing the CVC pays (es)', async ({ page }) => {
  await page.goto('/es/medical-services/lasik')
  await page.getByRole('link', { name: 'Reservar una valoración preoperatoria' }).click()
  await expect(page).toHaveURL(/\/es\/appointments\/new\?/)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByRole('link', { name: 'Crea una cuenta' }).click()
  await page.getByLabel('Nombre completo').fill('Lucía Gómez')
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('stripe-click'))
  await page.getByLabel('Contraseña', { exact: true }).fill(STRONG_PASSWORD)
  await page.getByLabel('Repite la contraseña').fill(STRONG_PASSWORD)
  await acceptTerms(page, '/es')
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page).toHaveURL(/\/es\/appointments\/new\/details\?/)
  await page.getByLabel('Teléfono').fill('+57 300 123 4567')
  await page.getByLabel('Breve descripción de tu condición médica').fill('Miopía de −4,50 en ambos ojos.')
  await giveHealthConsent(page, '/es')
  await page.getByRole('button', { name: 'Continuar al pago' }).click()
  await expect(page).toHaveURL(/\/es\/stripe\?appointment=\d+$/)
  await waitForHydration(page)

  await page.getByLabel('Nombre en la tarjeta').fill('Lucía Gómez')
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242')
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34')
  const cvc = page.getByLabel('CVC')
  await cvc.fill('1')
  await cvc.press('Tab')
  const error = page.getByText('El CVC no es válido.')
  await expect(error).toBeVisible()
  const click = await clickWhereItWas(page, page.getByRole('button', { name: /^Pagar / }))
  await cvc.fill('123')
  await click()
  await expect(page).toHaveURL(/\/es\/payment\?appointment=\d+$/)
})

import { expect, test } from '@playwright/test'
import { healthConsentBox, STRONG_PASSWORD, termsBox, uniqueEmail } from './accounts'
import { expectNoAxeViolations, waitForHydration } from './fixtures'
import { emailTo } from './mail'

/*
 * Issue 10, item 4: sign-up asks to accept the terms and the privacy policy, step 2 asks for an
 * express consent before it takes a medical condition; neither box comes ticked, both are
 * required, both are stored with their time and version and shown in the account, and the
 * team's email links to the condition instead of carrying it.
 */

const texts = {
  en: {
    prefix: '',
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    repeat: 'Repeat password',
    create: 'Create account',
    termsRequired: 'Accept the terms and conditions and the privacy policy to create your account.',
    book: 'Book a preoperative assessment',
    continue: 'Continue',
    phone: 'Phone',
    condition: 'Brief description of your medical condition',
    pay: 'Continue to pay',
    consentRequired: 'To continue, give your consent to the processing of your health information.',
    consents: 'Consents',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    health: 'Processing of your health information',
    version: 'Version of November 1, 2026',
    forAppointment: /For the appointment of/,
    acceptedAt: new RegExp(`Given on \\w+ \\d{1,2}, ${new Date().getUTCFullYear()},? (at )?\\d\\d:\\d\\d\\s?[AP]M UTC`),
    cardName: 'Name on the card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    payNow: /^Pay /,
  },
  es: {
    prefix: '/es',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    repeat: 'Repite la contraseña',
    create: 'Crear cuenta',
    termsRequired: 'Para crear tu cuenta, acepta los términos y condiciones y la política de privacidad.',
    book: 'Reservar una valoración preoperatoria',
    continue: 'Continuar',
    phone: 'Teléfono',
    condition: 'Breve descripción de tu condición médica',
    pay: 'Continuar al pago',
    consentRequired: 'Para continuar, da tu consentimiento para el tratamiento de tu información de salud.',
    consents: 'Consentimientos',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    health: 'Tratamiento de tu información de salud',
    version: 'Versión del 1 de noviembre de 2026',
    forAppointment: /Para la cita del/,
    acceptedAt: new RegExp(`Otorgado el \\d{1,2} de \\w+ de ${new Date().getUTCFullYear()},? (a las )?\\d\\d:\\d\\d UTC`),
    cardName: 'Nombre en la tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    payNow: /^Pagar /,
  },
} as const

for (const locale of ['en', 'es'] as const) {
  const l = texts[locale]

  test(`terms at sign-up and health-data consent at step 2: required, unticked, stored and shown in the account (${locale})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` })
    await page.goto(`${l.prefix}/sign-up`)
    await waitForHydration(page)
    const terms = termsBox(page, l.prefix)
    await expect(terms).not.toBeChecked()
    const form = page.locator('form#sign-up')
    await expect(form.getByRole('link', { name: l.terms.toLowerCase() })).toHaveAttribute('href', `${l.prefix}/terms-and-conditions`)
    await expect(form.getByRole('link', { name: l.privacy.toLowerCase() })).toHaveAttribute('href', `${l.prefix}/privacy-policies`)
    const email = uniqueEmail(`consents-${locale}`)
    await page.getByLabel(l.name).fill('Lucía Gómez')
    await page.getByLabel(l.email).fill(email)
    await page.getByLabel(l.password, { exact: true }).fill(STRONG_PASSWORD)
    await page.getByLabel(l.repeat).fill(STRONG_PASSWORD)
    await page.getByRole('button', { name: l.create }).click()
    await expect(page.getByText(l.termsRequired)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/sign-up$`))
    await expectNoAxeViolations(page)
    await terms.check()
    await page.getByRole('button', { name: l.create }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/account$`))

    const consents = page.locator('#consents')
    await expect(consents.getByRole('heading', { name: l.consents })).toBeVisible()
    await expect(consents.getByRole('listitem')).toHaveCount(2)
    await expect(consents.getByRole('listitem').filter({ hasText: l.terms })).toContainText(l.version)
    await expect(consents.getByRole('listitem').filter({ hasText: l.privacy })).toContainText(l.version)
    // When, as a date and time with its zone (not a raw date string).
    await expect(consents.getByRole('listitem').first()).toContainText(l.acceptedAt)
    await expect(consents).not.toContainText('GMT')

    // Step 2: the condition is only taken with the express consent.
    await page.goto(`${l.prefix}/medical-services/lasik`)
    await page.getByRole('link', { name: l.book }).click()
    await page.getByRole('button', { name: l.continue, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/appointments/new/details\\?`))
    await waitForHydration(page)
    const consent = healthConsentBox(page, l.prefix)
    await expect(consent).not.toBeChecked()
    await page.getByLabel(l.phone).fill('+57 300 123 4567')
    const condition = `Keratoconus ${Date.now()}`
    await page.getByLabel(l.condition).fill(condition)
    await page.getByRole('button', { name: l.pay }).click()
    await expect(page.getByText(l.consentRequired)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/appointments/new/details\\?`))
    await expectNoAxeViolations(page)
    await consent.check()
    await page.getByRole('button', { name: l.pay }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/stripe\\?appointment=\\d+$`))
    const appointmentId = new URL(page.url()).searchParams.get('appointment')
    await page.getByLabel(l.cardName).fill('Lucía Gómez')
    await page.getByLabel(l.cardNumber).fill('4242 4242 4242 4242')
    await page.getByLabel(l.expiry).fill('12/34')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: l.payNow }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment\\?appointment=\\d+$`))

    await page.goto(`${l.prefix}/account#consents`)
    const health = consents.getByRole('listitem').filter({ hasText: l.health })
    await expect(health).toContainText(l.forAppointment)
    await expect(health).toContainText(l.version)

    // The team is told where to read the condition, not what it is.
    const staff = await emailTo('care@claravia.example', (message) => message.text.includes(email))
    expect(staff.text).toContain(`/admin/appointments/${appointmentId}`)
    expect(staff.text).not.toContain(condition)
    expect(staff.html).not.toContain(condition)
  })
}

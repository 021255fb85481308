import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { databaseFile } from '../../playwright.config'
import { uniqueEmail } from './accounts'
import { expectNoAxeViolations, inLocale, waitForHydration } from './fixtures'
import { emailTo, linkTo } from './mail'

/*
 * Contact and newsletter journeys on the e2e server (emails land in its
 * outbox folder). The SMTP journeys (real server, down and back) are in
 * contact-smtp.spec.ts.
 */

const texts = {
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    success: 'Your message has been sent successfully.',
    successMore: 'We will contact you as soon as possible.',
    newsletterEmail: 'Address to subscribe',
    subscribe: 'Subscribe',
    checkInbox: 'Check your inbox to confirm your subscription.',
    confirmed: 'Your subscription is confirmed. Welcome!',
    alreadyConfirmed: 'Your subscription was already confirmed.',
    unsubscribed: 'You have been unsubscribed.',
    alreadySubscribed: 'This email is already subscribed to the newsletter.',
    unsubscribeQuestion: 'Stop receiving the newsletter?',
    unsubscribeButton: 'Unsubscribe',
    confirmQuestion: 'Confirm your subscription to the newsletter?',
    confirmButton: 'Confirm my subscription',
    ackSubject: 'We have received your message',
  },
  es: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    success: 'Tu mensaje se ha enviado correctamente.',
    successMore: 'Nos pondremos en contacto contigo lo antes posible.',
    newsletterEmail: 'Dirección para suscribirte',
    subscribe: 'Suscribirme',
    checkInbox: 'Revisa tu correo para confirmar tu suscripción.',
    confirmed: 'Tu suscripción está confirmada. ¡Te damos la bienvenida!',
    alreadyConfirmed: 'Tu suscripción ya estaba confirmada.',
    unsubscribed: 'Te has dado de baja.',
    alreadySubscribed: 'Este correo ya está suscrito al boletín.',
    unsubscribeQuestion: '¿Quieres dejar de recibir el boletín?',
    unsubscribeButton: 'Darme de baja',
    confirmQuestion: '¿Confirmas tu suscripción al boletín?',
    confirmButton: 'Confirmar mi suscripción',
    ackSubject: 'Hemos recibido tu mensaje',
  },
} as const

function storedMessage(email: string) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    return db.prepare('select name, email, phone, subject, message, locale from contact_messages where email = ?').get(email) as
      Record<string, string> | undefined
  } finally {
    db.close()
  }
}

function subscriberStatus(email: string) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    return (db.prepare('select status from newsletter_subscribers where email = ?').get(email) as { status: string } | undefined)?.status
  } finally {
    db.close()
  }
}

async function fillContact(form: ReturnType<Page['locator']>, l: (typeof texts)['en' | 'es'], email: string) {
  await form.getByLabel(l.name).fill('Lucía Gómez')
  await form.getByLabel(l.email, { exact: true }).fill(email)
  await form.getByLabel(l.phone).fill('+34 600 123 456')
  await form.getByLabel(l.subject).fill('Cataract surgery')
  await form.getByLabel(l.message).fill('I would like to know prices and dates for cataract surgery.')
}

for (const [locale, prefix] of [
  ['en', ''],
  ['es', '/es'],
] as const) {
  const l = texts[locale]

  test(`contact from the home page with JavaScript: toast, stored, both emails (${locale})`, async ({ page }) => {
    const email = uniqueEmail('contact-js')
    await page.goto(inLocale('/', prefix))
    await waitForHydration(page)
    const form = page.locator('form#home-contact')
    await fillContact(form, l, email)
    await form.getByRole('button', { name: l.send }).click()
    const toast = page.getByRole('status').filter({ hasText: l.success })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(l.successMore)
    // Still on the home page, the form emptied for a next message.
    await expect(page).toHaveURL(new RegExp(`${prefix}/?$`))
    await expect(form.getByLabel(l.name)).toHaveValue('')
    expect(storedMessage(email)).toMatchObject({ name: 'Lucía Gómez', phone: '+34 600 123 456', locale })
    const ack = await emailTo(email)
    expect(ack.subject).toBe(l.ackSubject)
    const staff = await emailTo('care@claravia.example', (message) => message.text.includes(email))
    expect(staff.subject).toBe('New contact message: Cataract surgery')
  })

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test(`contact on /contact-us: errors keep what was typed, then the toast; stored and emailed`, async ({ page }) => {
      const email = uniqueEmail('contact-nojs')
      await page.goto(inLocale('/contact-us', prefix))
      const form = page.locator('form#contact-form')
      await fillContact(form, l, email)
      await form.getByLabel(l.message).fill('Too short')
      await form.getByRole('button', { name: l.send }).click()
      await expect(
        page
          .locator('#contact-form')
          .getByText(locale === 'en' ? 'This field must have at least 10 characters.' : 'Este campo debe tener al menos 10 caracteres.'),
      ).toBeVisible()
      await expect(page.locator('form#contact-form').getByLabel(l.name)).toHaveValue('Lucía Gómez')
      expect(storedMessage(email)).toBeUndefined()

      await page.locator('form#contact-form').getByLabel(l.message).fill('I would like to know prices and dates for cataract surgery.')
      await page.locator('form#contact-form').getByRole('button', { name: l.send }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact-us#contact-form$`))
      await expect(page.getByText(l.success)).toBeVisible()
      await expect(page.getByText(l.successMore)).toBeVisible()
      expect(storedMessage(email)).toMatchObject({ subject: 'Cataract surgery', locale })
      expect((await emailTo(email)).subject).toBe(l.ackSubject)
    })

    test(`newsletter from the footer: subscribe, confirm and unsubscribe from the emails`, async ({ page }) => {
      const email = uniqueEmail('news-nojs')
      await page.goto(inLocale('/faqs', prefix))
      const footer = page.locator('footer form')
      await footer.getByLabel(l.newsletterEmail).fill(email)
      await footer.getByRole('button', { name: l.subscribe }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/faqs$`))
      await expect(page.getByText(l.checkInbox).first()).toBeVisible()

      const confirmation = await emailTo(email)
      const confirmLink = linkTo(confirmation.text, `${prefix}/newsletter/confirm`)
      // Opening the link, as mail scanners do, confirms nobody: the page and the API's GET both ask.
      const apiLink = `${confirmLink.origin}/v1/newsletter/confirm${confirmLink.search}&locale=${locale}`
      for (const link of [confirmLink.toString(), apiLink, confirmLink.toString()]) {
        await page.goto(link)
        await expect(page).toHaveURL(new RegExp(`${prefix}/newsletter/confirm\\?token=`))
        await expect(page.getByRole('heading', { level: 1, name: l.confirmQuestion })).toBeVisible()
      }
      expect(subscriberStatus(email)).toBe('pending')
      await page.getByRole('button', { name: l.confirmButton }).click()
      await expect(page.getByRole('status').filter({ hasText: l.confirmed })).toBeVisible()
      expect(subscriberStatus(email)).toBe('subscribed')
      // Opening the link again says so; confirming again (the API's POST) is harmless.
      await page.goto(confirmLink.toString())
      await expect(page.getByRole('status').filter({ hasText: l.alreadyConfirmed })).toBeVisible()
      expect(await (await page.request.post(apiLink)).json()).toEqual({ status: 'already_confirmed' })

      const welcome = await emailTo(email, (message) => message.text.includes('/newsletter/unsubscribe'))
      expect(welcome.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/v1\/newsletter\/unsubscribe\?token=[\w.-]+&locale=(en|es)>$/)
      expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      // Opening the links, as mail scanners do, unsubscribes nobody: both land on a page that asks.
      const oneClick = /^<(.+)>$/.exec(welcome.headers['list-unsubscribe']!)![1]!
      for (const link of [oneClick, linkTo(welcome.text, `${prefix}/newsletter/unsubscribe`).toString()]) {
        await page.goto(link)
        await expect(page).toHaveURL(new RegExp(`${prefix}/newsletter/unsubscribe\\?token=`))
        await expect(page.getByRole('heading', { level: 1, name: l.unsubscribeQuestion })).toBeVisible()
      }
      await page.getByRole('button', { name: l.unsubscribeButton }).click()
      await expect(page.getByRole('status').filter({ hasText: l.unsubscribed })).toBeVisible()
      // The mail client's one-click POST (RFC 8058) still works, and twice is harmless.
      const viaClient = await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
      expect(await viaClient.json()).toEqual({ status: 'already_unsubscribed' })
    })
  })

  test(`newsletter from the footer with JavaScript: toast, twice says so (${locale})`, async ({ page }) => {
    const email = uniqueEmail('news-js')
    await page.goto(inLocale('/blog', prefix))
    await waitForHydration(page)
    const footer = page.locator('footer form')
    await footer.getByLabel(l.newsletterEmail).fill(email)
    await footer.getByRole('button', { name: l.subscribe }).click()
    await expect(page.getByRole('status').filter({ hasText: l.checkInbox })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`))
    // Confirming with JavaScript: the page asks, the button answers in place, and the page passes axe.
    const confirmation = await emailTo(email)
    await page.goto(linkTo(confirmation.text, `${prefix}/newsletter/confirm`).toString())
    await expect(page.getByRole('heading', { level: 1, name: l.confirmQuestion })).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: l.confirmButton }).click()
    await expect(page.getByRole('status').filter({ hasText: l.confirmed })).toBeVisible()
    await page.locator('footer form').getByLabel(l.newsletterEmail).fill(email)
    await page.locator('footer form').getByRole('button', { name: l.subscribe }).click()
    await expect(page.getByRole('status').filter({ hasText: l.alreadySubscribed })).toBeVisible()

    // Unsubscribing with JavaScript: the page asks, the button answers in place, and the page passes axe.
    const welcome = await emailTo(email, (message) => message.text.includes('/newsletter/unsubscribe'))
    await page.goto(linkTo(welcome.text, `${prefix}/newsletter/unsubscribe`).toString())
    await expect(page.getByRole('heading', { level: 1, name: l.unsubscribeQuestion })).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: l.unsubscribeButton }).click()
    await expect(page.getByRole('status').filter({ hasText: l.unsubscribed })).toBeVisible()
  })

  test(`/contact-us shows the ways to reach us and passes axe (${locale})`, async ({ page }) => {
    await page.goto(inLocale('/contact-us', prefix))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: '+57 601 555 0190' })).toHaveAttribute('href', 'tel:+576015550190')
    await expect(page.getByRole('link', { name: 'care@claravia.example' })).toBeVisible()
    await expect(page.getByText('Carrera 7 # 71-21')).toBeVisible()
    await expect(page.getByText(locale === 'en' ? 'Monday to Friday: 08:00–18:00' : 'De lunes a viernes: 08:00–18:00')).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    // Blurring an invalid phone shows the translated rule.
    await page.locator('form#contact-form').getByLabel(texts[locale].phone).fill('call me <b>')
    await page.locator('form#contact-form').getByLabel(texts[locale].phone).blur()
    await expect(
      page.getByText(locale === 'en' ? 'Enter a phone number with digits' : 'Escribe un número de teléfono solo con dígitos'),
    ).toBeVisible()
  })
}

test('a field left before the form’s checks have loaded is checked as soon as they arrive', async ({ page }) => {
  await page.goto('/contact-us')
  await waitForHydration(page)
  // Every script fetched from now on (the form's checks) arrives late, as on a slow connection.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const phone = page.locator('form#contact-form').getByLabel('Phone')
  await phone.fill('call me <b>')
  await phone.blur()
  await expect(page.getByText('Enter a phone number with digits')).toBeVisible({ timeout: 10_000 })
  // Untouched fields stay quiet.
  await expect(page.locator('form#contact-form').getByText('This field is required.')).toHaveCount(0)
})

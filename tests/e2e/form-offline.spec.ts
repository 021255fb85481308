import { expect, test, type Page } from '@playwright/test'
import { DEMO, uniqueEmail } from './accounts'
import { inLocale, waitForHydration } from './fixtures'

/*
 * Issue 10, item 6: a form sent while the connection is down keeps the page and what was typed,
 * says that it could not be sent (never "on our side"), and sending again works.
 */

/** The next POST to this page's data URL fails like a dropped connection; later ones go through. */
async function dropNextPost(page: Page, dataPath: RegExp) {
  let dropped = 0
  await page.route(dataPath, async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback()
    dropped += 1
    await route.abort('internetdisconnected')
  })
  return () => dropped
}

const texts = {
  en: {
    name: 'Full name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    failure: 'Error sending the message. Please try again later.',
    failureMore: 'An unexpected error occurred.',
    success: 'Your message has been sent successfully.',
    password: 'Password',
    signIn: 'Sign in',
    offline: 'Could not send: no connection',
  },
  es: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    failure: 'Error al enviar el mensaje. Inténtalo de nuevo más tarde.',
    failureMore: 'Se produjo un error inesperado.',
    success: 'Tu mensaje se ha enviado correctamente.',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    offline: 'No se pudo enviar: sin conexión',
  },
} as const

for (const [locale, prefix] of [
  ['en', ''],
  ['es', '/es'],
] as const) {
  const l = texts[locale]

  test(`contact sent offline: the form and its text stay, the spec's toast shows, and the retry sends (${locale})`, async ({ page }) => {
    await page.goto(inLocale('/contact-us', prefix))
    await waitForHydration(page)
    const dropped = await dropNextPost(page, /\/contact-us\.data/)
    const form = page.locator('form#contact-form')
    const text = 'I would like to know prices and dates for cataract surgery.'
    await form.getByLabel(l.name).fill('Lucía Gómez')
    await form.getByLabel(l.email, { exact: true }).fill(uniqueEmail('contact-offline'))
    await form.getByLabel(l.subject).fill('Cataract surgery')
    await form.getByLabel(l.message).fill(text)
    await form.getByRole('button', { name: l.send }).click()

    const failure = page.getByRole('alert').filter({ hasText: l.failure })
    await expect(failure).toBeVisible()
    await expect(failure).toContainText(l.failureMore)
    expect(dropped()).toBe(1)
    await expect(page.getByText(/on our side|de nuestro lado/)).toHaveCount(0)
    await expect(form.getByLabel(l.message)).toHaveValue(text)
    await expect(form.getByLabel(l.name)).toHaveValue('Lucía Gómez')

    await form.getByRole('button', { name: l.send }).click()
    await expect(page.getByRole('status').filter({ hasText: l.success })).toBeVisible()
    await expect(form.getByLabel(l.message)).toHaveValue('')
  })

  test(`any other form sent offline keeps its page and says the connection failed (sign-in, ${locale})`, async ({ page }) => {
    await page.goto(inLocale('/sign-in', prefix))
    await waitForHydration(page)
    await dropNextPost(page, /\/sign-in\.data/)
    await page.getByLabel(l.email).fill(DEMO.email)
    await page.getByLabel(l.password, { exact: true }).fill(DEMO.password)
    const submit = page.getByRole('button', { name: l.signIn, exact: true }).last()
    await submit.click()
    await expect(page.getByRole('alert').filter({ hasText: l.offline })).toBeVisible()
    await expect(page.getByText(/on our side|de nuestro lado/)).toHaveCount(0)
    await expect(page.getByLabel(l.email)).toHaveValue(DEMO.email)
    await submit.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`))
  })
}

import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { uniqueEmail } from './accounts'
import { inLocale, waitForHydration } from './fixtures'
import { startOwnServer, stopOwnServer, type OwnServer } from './own-server'

/*
 * Issue 25, item 6 (docs/decisions/028): on a slow phone the page's scripts arrive seconds after
 * the page; a person who typed meanwhile and then sent the form was refused as "too fast", because
 * the form asked for its stamp only at the tap. The stamp is now asked for when the form is first
 * seen, by a few lines the page carries, and the server measures the post from the time it signed
 * into it. These journeys hold the scripts back, as a slow network would, on a server of their own
 * with a real minimum fill time and a clock the test can move (TEST_CLOCK): a person "takes" their
 * seconds on the server's clock instead of the test waiting for them.
 */

test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 3199) + 83
const baseURL = `http://localhost:${port}`
/** Longer than the default 3 s, so that a quick post here is surely quicker than it on a slow, busy machine. */
const MIN_FILL_SECONDS = 8
/** How long the person of the issue takes between seeing the form and sending it. */
const PERSON_SECONDS = MIN_FILL_SECONDS + 2
let server: OwnServer | undefined

test.use({ baseURL })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startOwnServer('fill-time', port, {
    FORM_MIN_FILL_SECONDS: String(MIN_FILL_SECONDS),
    TEST_CLOCK: 'true',
    LOG_LEVEL: 'error',
    MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `claravia-e2e-fill-time-outbox-${port}`),
  })
})

test.afterAll(() => stopOwnServer(server))

const texts = {
  en: {
    email: 'Email',
    send: 'Send the link',
    sent: 'If an account exists for that address, we have sent a link',
    tooFast: 'That was very fast! Please check the form and send it again in a few seconds.',
    unstamped: 'To keep robots out, please check the form and send it once more.',
    rejected: 'This form could not be accepted.',
  },
  es: {
    email: 'Correo electrónico',
    send: 'Enviar el enlace',
    sent: 'Si existe una cuenta con esa dirección, te enviamos un enlace',
    tooFast: '¡Qué rapidez! Revisa el formulario y vuelve a enviarlo en unos segundos.',
    unstamped: 'Para protegerlo de los robots, revisa el formulario y envíalo una vez más.',
    rejected: 'No pudimos aceptar este formulario.',
  },
} as const

const locales = [
  ['en', ''],
  ['es', '/es'],
] as const

/** A slow network: the page's scripts (React, the router, the route's modules) are held until released. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const held: string[] = []
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    held.push(route.request().url())
    await released
    await route.continue()
  })
  return { release, held }
}

/** The person reads and types: the server's clock moves on by their seconds (TEST_CLOCK). */
async function personTakes(page: Page, seconds: number) {
  expect((await page.request.post('/__test/clock', { data: { seconds } })).ok()).toBe(true)
}

async function fromAnAddressOfItsOwn(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` })
}

/** Resolves when the page's early script has had a stamp for `form` from the server. */
function stampArrives(page: Page, form: string) {
  return page.waitForResponse((response) => response.url().endsWith(`/form-stamp.json?form=${form}`) && response.ok())
}

for (const [locale, prefix] of locales) {
  const l = texts[locale]

  test(`reset password (${locale}): typed before the scripts came, sent ${PERSON_SECONDS} s after the form appeared, once they had: accepted`, async ({
    page,
  }) => {
    await fromAnAddressOfItsOwn(page)
    const scripts = await holdScripts(page)
    const stamped = stampArrives(page, 'reset-password')
    await page.goto(inLocale('/reset-password', prefix))
    // The page is painted and asked for its scripts, which have not come: the form was seen, and its stamp asked for.
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0)
    await stamped
    const email = page.getByLabel(l.email, { exact: true })
    await email.click()
    await email.pressSequentially(uniqueEmail('slow-phone'))
    await personTakes(page, PERSON_SECONDS)
    scripts.release()
    await waitForHydration(page)
    await page.getByRole('button', { name: l.send }).click()
    await expect(page.getByRole('status').filter({ hasText: l.sent })).toBeVisible()
  })

  test(`reset password (${locale}): sent ${PERSON_SECONDS} s after the form appeared, before the scripts came: accepted`, async ({ page }) => {
    await fromAnAddressOfItsOwn(page)
    const scripts = await holdScripts(page)
    const stamped = stampArrives(page, 'reset-password')
    await page.goto(inLocale('/reset-password', prefix))
    await stamped
    const email = page.getByLabel(l.email, { exact: true })
    await email.click()
    await email.pressSequentially(uniqueEmail('no-scripts-yet'))
    await personTakes(page, PERSON_SECONDS)
    // Nothing hydrated: the browser posts the form itself, with the stamp the early script put in.
    await page.getByRole('button', { name: l.send }).click()
    await expect(page.getByRole('status').filter({ hasText: l.sent })).toBeVisible()
    expect(scripts.held.length).toBeGreaterThan(0)
    scripts.release()
  })

  test(`reset password (${locale}): a script that posts within the limit is refused, with or without a stamp`, async ({ page }) => {
    await fromAnAddressOfItsOwn(page)
    const post = (fields: Record<string, string>) =>
      page.request.post(inLocale('/reset-password', prefix), { form: { website: '', email: uniqueEmail('bot'), ...fields }, maxRedirects: 0 })
    // A stamp fetched as the early script does, and the form posted at once.
    const { stamp } = (await (await page.request.get('/form-stamp.json?form=reset-password')).json()) as { stamp: string }
    const quick = await post({ formStamp: stamp })
    expect(quick.status()).toBe(400)
    expect(await quick.text()).toContain(l.tooFast)
    // No stamp: asked to send it again (that answer's own stamp starts the time then); no stamp field at all: refused.
    const unstamped = await post({ formStamp: '' })
    expect(unstamped.status()).toBe(400)
    expect(await unstamped.text()).toContain(l.unstamped)
    const bare = await post({})
    expect(bare.status()).toBe(400)
    expect(await bare.text()).toContain(l.rejected)
  })
}

test('reset password (en): a browser driven to send the form at once is refused as too fast; the person who then waits is not', async ({ page }) => {
  await fromAnAddressOfItsOwn(page)
  const scripts = await holdScripts(page)
  await page.goto('/reset-password')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('quick-bot'))
  // Sent before the stamp came, if it had not: the early script holds the post until it has.
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('alert').filter({ hasText: texts.en.tooFast })).toBeVisible()
  // The answer holds a stamp of its own: checked and sent again seconds later, the form passes.
  await personTakes(page, PERSON_SECONDS)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('status').filter({ hasText: texts.en.sent })).toBeVisible()
  scripts.release()
})

test('newsletter in the footer (es): seen when scrolled to, sent before the scripts came: accepted', async ({ page }) => {
  await fromAnAddressOfItsOwn(page)
  const scripts = await holdScripts(page)
  await page.goto('/es/faqs')
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0)
  const stamped = stampArrives(page, 'newsletter')
  const footer = page.locator('footer form')
  await footer.scrollIntoViewIfNeeded()
  await stamped
  await footer.getByLabel('Dirección para suscribirte').pressSequentially(uniqueEmail('footer'))
  await personTakes(page, PERSON_SECONDS)
  await footer.getByRole('button', { name: 'Suscribirme' }).click()
  await expect(page).toHaveURL(/\/es\/faqs$/)
  // Back on the page with the answer as a toast, shown once the page's scripts are here.
  scripts.release()
  await expect(page.getByRole('status').filter({ hasText: 'Revisa tu correo para confirmar tu suscripción.' })).toBeVisible()
})

test('contact (en): typed before the scripts came, sent once they had: accepted', async ({ page }) => {
  await fromAnAddressOfItsOwn(page)
  const scripts = await holdScripts(page)
  const stamped = stampArrives(page, 'contact')
  await page.goto('/contact-us')
  await stamped
  const form = page.locator('form#contact-form')
  await form.getByLabel('Full name').pressSequentially('Marta Gil')
  await form.getByLabel('Email', { exact: true }).pressSequentially(uniqueEmail('contact-slow'))
  await form.getByLabel('Subject').pressSequentially('Cataract surgery')
  await form.getByLabel('Message').fill('I would like to know prices and dates for cataract surgery.')
  await personTakes(page, PERSON_SECONDS)
  scripts.release()
  await waitForHydration(page)
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully.' })).toBeVisible()
})

test('the page the person got is the cache’s, the same bytes for everyone: no stamp in it, its early script allowed by its hash', async ({
  request,
}) => {
  const [first, second] = [await request.get('/es/reset-password'), await request.get('/es/reset-password')]
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400')
  expect(first.headers()['set-cookie']).toBeUndefined()
  expect(second.headers()['etag']).toBe(first.headers()['etag'])
  const html = await first.text()
  expect(html).toBe(await second.text())
  const stampField = /<input [^>]*name="formStamp"[^>]*>/.exec(html)?.[0]
  expect(stampField).toContain('value=""')
  expect(stampField).toContain('data-stamp-for="reset-password"')
  const early = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((body) => body.includes('/form-stamp.json'))
  expect(early).toBeDefined()
  const hash = `'sha256-${createHash('sha256').update(early!, 'utf8').digest('base64')}'`
  expect(first.headers()['content-security-policy']).toContain(hash)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('reset password (es): the <noscript> image times the form from when the page loaded: too fast at once, accepted seconds later', async ({
    page,
  }) => {
    await fromAnAddressOfItsOwn(page)
    const stamped = page.waitForResponse((response) => response.url().endsWith('/form-stamp.gif?form=reset-password'))
    await page.goto('/es/reset-password')
    await stamped
    await page.getByLabel(texts.es.email, { exact: true }).fill(uniqueEmail('nojs-quick'))
    await page.getByRole('button', { name: texts.es.send }).click()
    await expect(page.getByRole('alert').filter({ hasText: texts.es.tooFast })).toBeVisible()

    const again = page.waitForResponse((response) => response.url().endsWith('/form-stamp.gif?form=reset-password'))
    await page.goto('/es/reset-password')
    await again
    await page.getByLabel(texts.es.email, { exact: true }).fill(uniqueEmail('nojs-person'))
    await personTakes(page, PERSON_SECONDS)
    await page.getByRole('button', { name: texts.es.send }).click()
    await expect(page.getByRole('status').filter({ hasText: texts.es.sent })).toBeVisible()
  })
})

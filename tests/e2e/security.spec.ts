import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { databaseFile } from '../../playwright.config'

const DEMO_FORM = { email: 'demo@claravia.example', password: 'Claravia#2026' }

/** The hashes a policy allows for scripts, and those of the inline scripts the document runs. */
function scriptHashes(csp: string, html: string) {
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  const allowed = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1])
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , body]) => createHash('sha256').update(body!, 'utf8').digest('base64'))
  return { allowed, inline }
}

test('an anonymous page: strict headers, the same cached bytes for everyone, its inline scripts allowed by their hashes', async ({ request }) => {
  const first = await request.get('/es/faqs')
  const headers = first.headers()
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toContain("unsafe-inline'; script")
  expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false)
  expect(csp).not.toContain('nonce-')
  const html = await first.text()
  const { allowed, inline } = scriptHashes(csp, html)
  expect(inline.length).toBeGreaterThan(0)
  for (const hash of inline) expect(allowed).toContain(hash)
  expect(html).not.toContain('nonce=')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-request-id']).toMatch(/^[\w-]{8,}$/)
  // Served over plain HTTP here, so no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined()

  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400')
  expect(headers['set-cookie']).toBeUndefined()
  expect(headers['vary']).toContain('Cookie')
  expect(headers['etag']).toMatch(/^"[\w-]+"$/)
  const second = await request.get('/es/faqs')
  expect(second.headers()['etag']).toBe(headers['etag'])
  expect(await second.text()).toBe(html)
  const revalidated = await request.get('/es/faqs', { headers: { 'If-None-Match': headers['etag']! } })
  expect(revalidated.status()).toBe(304)
  expect(await revalidated.body()).toHaveLength(0)
})

test('a signed-in page is private, never the cached one, and its scripts carry a per-response nonce', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const anonymous = await (await request.get('/es/faqs')).text()
  expect(anonymous).not.toContain('Sofía Ramírez')
  const signedIn = await request.post('/sign-in', {
    headers: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    form: DEMO_FORM,
    maxRedirects: 0,
  })
  expect(signedIn.status()).toBe(302)
  const page = await request.get('/es/faqs')
  expect(page.headers()['cache-control']).toBe('private, no-cache')
  expect(page.headers()['etag']).toBeUndefined()
  const html = await page.text()
  expect(html).toContain('Sofía Ramírez')
  const csp = page.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
  expect(inlineScripts.length).toBeGreaterThan(0)
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`)
  const again = await request.get('/es/faqs')
  expect(/'nonce-([^']+)'/.exec(again.headers()['content-security-policy'] ?? '')?.[1]).not.toBe(nonce)
  // Signed out again: the cached page, which never held the name.
  await request.post('/sign-out', { headers: { 'X-CSRF-Token': /csrf=([\w-]{43})/.exec(JSON.stringify(await request.storageState()))?.[1] ?? '' } })
  await request.dispose()
})

test('a post from another site is refused on every anonymous form, and nothing happens', async ({ request }) => {
  // What a browser says of a form another site's page sent: Fetch Metadata, and Origin (which React Router checks too).
  const fetchMetadata = { 'Sec-Fetch-Site': 'cross-site', 'X-Forwarded-For': '203.0.113.7' }
  const origin = { Origin: 'https://evil.example', 'X-Forwarded-For': '203.0.113.7' }
  const stamp = async (form: string) => ((await (await request.get(`/form-stamp.json?form=${form}`)).json()) as { stamp: string }).stamp
  const email = `forged-${Date.now()}@example.com`
  const forms: [string, Record<string, string>][] = [
    ['/sign-in', DEMO_FORM],
    [
      '/es/sign-up',
      { name: 'Forged', email, password: 'Claravia#2026x', repeatPassword: 'Claravia#2026x', acceptTerms: 'on', formStamp: await stamp('sign-up') },
    ],
    [
      '/contact-us',
      { name: 'Forged', email, phone: '+57 300 123 4567', message: 'A forged message from another site.', formStamp: await stamp('contact') },
    ],
    ['/newsletter', { email, formStamp: await stamp('newsletter') }],
    ['/reset-password', { email: DEMO_FORM.email, formStamp: await stamp('reset-password') }],
  ]
  for (const [path, form] of forms) {
    // Back to the form with a message, nothing done.
    const refused = await request.post(path, { headers: fetchMetadata, form, maxRedirects: 0 })
    expect(refused.status(), path).toBe(303)
    expect(refused.headers()['location'], path).toBe(path)
    expect(refused.headers()['set-cookie'] ?? '', path).not.toContain('token=')
    const wrongOrigin = await request.post(path, { headers: origin, form, maxRedirects: 0 })
    expect(wrongOrigin.status(), path).toBe(400)
    expect(wrongOrigin.headers()['set-cookie'] ?? '', path).not.toContain('token=')
  }
  // The same sign-in from our own page goes through.
  const own = await request.post('/sign-in', {
    headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': '203.0.113.8' },
    form: DEMO_FORM,
    maxRedirects: 0,
  })
  expect(own.status()).toBe(302)
  expect(own.headers()['set-cookie']).toContain('token=')
  const db = new Database(databaseFile, { readonly: true })
  try {
    expect(db.prepare('select count(*) from users where email = ?').pluck().get(email)).toBe(0)
    expect(db.prepare('select count(*) from contact_messages where email = ?').pluck().get(email)).toBe(0)
    expect(db.prepare('select count(*) from newsletter_subscribers where email = ?').pluck().get(email)).toBe(0)
  } finally {
    db.close()
  }
})

test('HTML is compressed; hashed assets are immutable and pre-compressed', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, br' } })
  expect(response.headers()['content-encoding']).toMatch(/gzip|br/)
  // The first of the page's modules (a file too small to gain from compression, like the formats' worker, is sent as it is).
  const script = /const hrefs = \["(\/assets\/[^"]+\.js)"/.exec(await response.text())?.[1]
  expect(script).toMatch(/^\/assets\/.+\.js$/)
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-encoding']).toBe('br')
})

test('the page renders without a single console error or CSP violation', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`))
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  for (const path of ['/', '/es', '/modals', '/es/modals', '/es/contact-us', '/blog/first-week-after-lasik-recovery']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  // A dialog (React Aria injects its styles) and a form fetching its stamp, on a cached page.
  await page.goto('/modals')
  await page.getByRole('button').filter({ hasText: /./ }).nth(1).click()
  await page.goto('/es/contact-us')
  await page.locator('main form input[name="name"]').focus()
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})

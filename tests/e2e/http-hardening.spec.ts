import { createHash } from 'node:crypto'
import http from 'node:http'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { baseURL, databaseFile } from '../../playwright.config'
import { waitForHydration } from './fixtures'

/*
 * What the HTTP layer refuses before any page or endpoint runs (issue 9):
 * bodies over the limit however they are sent, methods a resource does not
 * take, and page posts that are no form. Raw node:http requests, because
 * browsers and Playwright's client never send TRACE or endless chunked bodies.
 */

type Answer = { status?: number; headers: http.IncomingHttpHeaders; body: string; ms: number; sentBytes: number; error?: string }

/** A request with an optional body: a string, or `chunkedMegabytes` of `a` sent with Transfer-Encoding: chunked. */
function raw(method: string, path: string, options: { headers?: Record<string, string>; body?: string; chunkedMegabytes?: number } = {}) {
  const started = performance.now()
  let sentBytes = 0
  return new Promise<Answer>((resolve) => {
    // Node's client sends a DELETE's or OPTIONS's body without a length unless told one.
    const length: Record<string, string> = options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }
    // The path goes out exactly as written (`//evil.example` too), never resolved as a URL.
    const { hostname, port } = new URL(baseURL)
    const req = http.request({ hostname, port, path, method, headers: { ...options.headers, ...length } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body, ms: performance.now() - started, sentBytes }))
    })
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ headers: {}, body: '', error: error.code, ms: performance.now() - started, sentBytes }),
    )
    if (options.chunkedMegabytes === undefined) return void req.end(options.body)
    const chunk = Buffer.alloc(64 * 1024, 'a')
    req.write('email=')
    const pump = () => {
      while (sentBytes < options.chunkedMegabytes! * 1024 * 1024) {
        sentBytes += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

/** What a browser says of a post from our own page: an anonymous post with it passes the CSRF check. */
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', Origin: new URL(baseURL).origin }

const form = 'application/x-www-form-urlencoded'

test('a chunked 10 MB post gets 413 at once, on a page, its .data twin and the API', async () => {
  const headers = { ...sameOrigin, 'Content-Type': form }
  for (const path of ['/sign-in', '/es/sign-in.data', '/v1/auth/sign-in']) {
    const answer = await raw('POST', path, { headers, chunkedMegabytes: 10 })
    expect(answer.error, path).toBeUndefined()
    expect(answer.status, path).toBe(413)
    expect(answer.ms, path).toBeLessThan(3_000)
    expect(answer.body.length, path).toBeLessThan(2_000)
  }
  const spanish = await raw('POST', '/es/sign-in', { headers, chunkedMegabytes: 10 })
  expect(spanish.body).toContain('Lo que enviaste es demasiado grande')
  const api = await raw('POST', '/v1/contact', { headers: { ...headers, 'Accept-Language': 'es' }, chunkedMegabytes: 10 })
  expect(api.headers['content-type']).toContain('application/problem+json')
  expect(JSON.parse(api.body)).toMatchObject({ status: 413, detail: 'Lo que enviaste es demasiado grande. Acórtalo y vuelve a intentarlo.' })
  // The site still answers normally afterwards.
  expect((await raw('GET', '/v1/settings?setting=general.whatsapp_number')).status).toBe(200)
})

test('oversize values within the body limit are refused without being echoed into the page', async () => {
  const long = `${'a'.repeat(25_000)}@example.com`
  const answer = await raw('POST', '/sign-in', {
    headers: { ...sameOrigin, 'Content-Type': form },
    body: new URLSearchParams({ email: long, password: 'whatever', extra: 'b'.repeat(25_000) }).toString(),
  })
  expect(answer.status).toBe(400)
  expect(answer.body).not.toContain('a'.repeat(6_000))
  expect(answer.body).not.toContain('b'.repeat(6_000))
  expect(answer.body.length).toBeLessThan(200_000)
})

test('methods no resource takes answer 405 with Allow, never 500', async () => {
  for (const method of ['TRACE', 'PURGE', 'PROPFIND', 'OPTIONS']) {
    const page = await raw(method, '/es/sign-in')
    expect(page.status, method).toBe(405)
    expect(page.headers.allow, method).toBe('GET, HEAD, POST')
    expect(page.body, method).toContain('No permitido')
  }
  for (const method of ['TRACE', 'PROPFIND']) {
    const api = await raw(method, '/v1/services', { headers: { 'Accept-Language': 'es' } })
    expect(api.status, method).toBe(405)
    expect(api.headers.allow, method).toBe('GET, HEAD')
    expect(api.headers['content-type'], method).toContain('application/problem+json')
    expect((await raw(method, '/v1/contact')).headers.allow, method).toBe('POST')
  }
  // Node hands CONNECT to the server itself, never to the app: it is refused there.
  const connect = await new Promise<{ status?: number; allow?: string }>((resolve) => {
    const { hostname, port } = new URL(baseURL)
    const req = http.request({ hostname, port, method: 'CONNECT', path: 'evil.example:443' })
    req.on('connect', (res, socket) => {
      socket.destroy()
      resolve({ status: res.statusCode, allow: res.headers.allow })
    })
    req.on('error', () => resolve({}))
    req.end()
  })
  expect(connect).toEqual({ status: 405, allow: 'GET, HEAD, POST' })
  // A page without a form takes no posts either.
  const faqs = await raw('POST', '/faqs', { headers: { ...sameOrigin, 'Content-Type': form }, body: 'a=b' })
  expect(faqs.status).toBe(405)
  expect(faqs.headers.allow).toBe('GET, HEAD')
  // And the browser's report of an article read takes nothing but posts.
  const read = await raw('GET', '/blog-read')
  expect(read.status).toBe(405)
  expect(read.headers.allow).toBe('POST')
})

test('a page action sent anything but a form answers 405 or 415, never 500', async () => {
  const token = sameOrigin
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    const answer = await raw(method, '/sign-in', { headers: { ...token, 'Content-Type': form }, body: 'email=a%40b.example' })
    expect(answer.status, method).toBe(405)
    expect(answer.headers.allow, method).toBe('GET, HEAD, POST')
  }
  for (const type of ['application/json', 'text/plain', undefined]) {
    const headers: Record<string, string> = { ...token, ...(type ? { 'Content-Type': type } : {}) }
    const answer = await raw('POST', '/sign-in', { headers, body: type === 'application/json' ? '{"email":"a@b.example"}' : 'email=a' })
    expect(answer.status, type).toBe(415)
    expect(answer.body, type).toContain('Unsupported format')
  }
  const broken = await raw('POST', '/es/sign-in', { headers: { ...token, 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' })
  expect(broken.status).toBe(400)
  expect(broken.body).toContain('No se pudo leer')
})

test('no redirect leaves the site: sign-in (link and form) and forged posts', async ({ request, page, playwright }) => {
  const evil = ['/\t/evil.example/phish', '/\n/evil.example', '//evil.example', '/\\evil.example', '/caf\u00e9']
  const headers = { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` }
  const demo = { email: 'demo@claravia.example', password: 'Claravia#2026' }
  for (const redirectTo of evil) {
    // Each from a browser not signed in yet (a signed-in one would need its CSRF token as well).
    const visitor = await playwright.request.newContext({ baseURL })
    const posted = await visitor.post('/sign-in', { headers, form: { ...demo, redirectTo }, maxRedirects: 0 })
    expect(posted.status(), JSON.stringify(redirectTo)).toBe(302)
    expect(posted.headers().location, JSON.stringify(redirectTo)).toBe('/account')
    await visitor.dispose()
  }
  expect((await request.post('/sign-in', { headers, form: demo, maxRedirects: 0 })).status()).toBe(302)
  // Signed in now: the sign-in link sends the patient on, and only within the site.
  for (const redirectTo of evil) {
    const link = await request.get(`/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`, { maxRedirects: 0 })
    expect(link.status(), JSON.stringify(redirectTo)).toBe(302)
    expect(link.headers().location, JSON.stringify(redirectTo)).toBe('/account')
  }
  // The reproduction, as typed into a link: a newline once decoded, which was a 500.
  const newline = await request.get('/sign-in?redirectTo=/%0a/evil.com', { maxRedirects: 0 })
  expect(newline.headers().location).toBe('/account')
  expect((await request.get('/sign-in?redirectTo=%2Fes%2Faccount%23appointments', { maxRedirects: 0 })).headers().location).toBe(
    '/es/account#appointments',
  )

  // A forged post to a path that reads as another host goes back home, not there.
  const crossSite = { 'Sec-Fetch-Site': 'cross-site' }
  const forged = await request.post('/es//evil.example/x', { headers: crossSite, form: { a: 'b' }, maxRedirects: 0 })
  expect(forged.status()).toBe(303)
  expect(forged.headers().location).toBe('/es//evil.example/x')
  const root = await raw('POST', '//evil.example/x', { headers: { ...crossSite, 'Content-Type': form }, body: 'a=b' })
  expect(root.status).toBe(303)
  expect(root.headers.location).toBe('/')

  // And in the browser, where tabs are dropped from URLs.
  await page.context().addCookies((await request.storageState()).cookies)
  await page.goto('/sign-in?redirectTo=%2F%09%2Fevil.example%2Fphish')
  expect(new URL(page.url()).origin).toBe(new URL(baseURL).origin)
  await expect(page).toHaveURL(/\/account$/)
})

test('public answers never carry or renew a session, even one due for renewal', async ({ request }) => {
  const headers = { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` }
  await request.post('/sign-in', { headers, form: { email: 'demo@claravia.example', password: 'Claravia#2026' }, maxRedirects: 0 })
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'token')?.value
  expect(token).toBeTruthy()
  // Last used two hours ago: any private answer would now renew it (at most once an hour).
  const db = new Database(databaseFile)
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()
  const tokenHash = createHash('sha256').update(token!).digest('hex')
  const age = () => db.prepare('select last_used_at from sessions where token_hash = ?').pluck().get(tokenHash)
  try {
    db.prepare('update sessions set last_used_at = ? where token_hash = ?').run(twoHoursAgo, tokenHash)
    for (const path of ['/v1/services', '/sitemap.xml', '/robots.txt', '/maps/bogota.svg']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toMatch(/public/)
      expect(response.headers()['set-cookie'], path).toBeUndefined()
    }
    expect(age()).toBe(twoHoursAgo)
    // A private page does renew it, and says so only to this browser.
    const account = await request.get('/account')
    expect(account.headers()['set-cookie']).toContain(`token=${token}`)
    expect(account.headers()['cache-control']).not.toMatch(/public/)
    expect(age()).not.toBe(twoHoursAgo)
  } finally {
    db.close()
  }
})

test('a page refused by a rate limit says how long to wait in Retry-After, with and without script', async ({ request }) => {
  const headers = { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` }
  const email = `limited-${Date.now()}@example.com`
  const attempt = (path: string) => request.post(path, { headers, form: { email, password: 'Wrong#Password1' }, maxRedirects: 0 })
  const statuses: number[] = []
  let refused
  for (let count = 0; count < 8 && !refused; count++) {
    const response = await attempt('/es/sign-in')
    statuses.push(response.status())
    if (response.status() === 429) refused = response
  }
  expect(statuses).toContain(429)
  expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await refused!.text()).toContain('Demasiados intentos')
  // React Router's own script posts to the .data twin: the same header.
  const scripted = await attempt('/es/sign-in.data')
  expect(scripted.status()).toBe(429)
  expect(Number(scripted.headers()['retry-after'])).toBeGreaterThan(0)
})

test('in the browser, a form post over the limit shows the translated refusal, not a 500', async ({ page }) => {
  await page.goto('/es/sign-in')
  await waitForHydration(page)
  await page.getByLabel('Correo electrónico').fill('demo@claravia.example')
  await page.getByLabel('Contraseña', { exact: true }).fill('Claravia#2026')
  // Only a script can make a form this big: an extra field of 70 KB rides along with a valid sign-in.
  await page.locator('form#sign-in').evaluate((form) => {
    const extra = document.createElement('input')
    extra.type = 'hidden'
    extra.name = 'extra'
    extra.value = 'x'.repeat(70 * 1024)
    form.append(extra)
  })
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click()
  const response = await answer
  expect(response.url()).toContain('/es/sign-in.data')
  expect(response.status()).toBe(413)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demasiado grande')
  await expect(page.getByText('Lo que enviaste es demasiado grande')).toBeVisible()
})

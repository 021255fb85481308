import { expect, test, type Page } from '@playwright/test'

async function jsonLdTypes(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type'])
}

test('each kind of page describes itself with JSON-LD and Open Graph', async ({ page }) => {
  const expectations: [string, string][] = [
    ['/', 'Organization'],
    ['/es/medical-services/lasik', 'MedicalProcedure'],
    ['/destinations/cartagena', 'TouristDestination'],
    ['/faqs', 'FAQPage'],
    ['/our-company', 'Organization'],
  ]
  for (const [path, type] of expectations) {
    await page.goto(path)
    expect(await jsonLdTypes(page), path).toContain(type)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Claravia/)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path === '/' ? '/$' : path}$`))
  }
  await page.goto('/es/blog')
  await page.locator('main ul article h2 a').first().click()
  await page.waitForURL(/\/es\/blog\/[a-z0-9-]+$/)
  await expect.poll(() => jsonLdTypes(page)).toContain('BlogPosting')
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES')
})

test('every page has an absolute 1200×630 PNG og:image with its alt; pages with their own art have their own image', async ({
  page,
  request,
  baseURL,
}) => {
  const images = new Map<string, string>()
  for (const path of ['/', '/es/faqs', '/medical-services/lasik', '/es/medical-services/dental-implants', '/destinations/cartagena', '/es/blog']) {
    await page.goto(path)
    const image = (await page.locator('meta[property="og:image"]').getAttribute('content'))!
    expect(image, path).toMatch(new RegExp(`^${baseURL}/og/[a-z0-9-]+\\.png$`))
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S{3,}/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    images.set(path, image)
    const response = await request.get(image)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  }
  await page.goto('/es/blog')
  await page.locator('main ul article h2 a').first().click()
  await page.waitForURL(/\/es\/blog\/[a-z0-9-]+$/)
  // The head follows a client-side navigation a moment after the URL: wait for it rather than read it once.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/blog-[a-z-]+\.png$/)
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /blog de Claravia/)
  // Defaults where a page has no art of its own; its own image where it has.
  expect(images.get('/es/faqs')).toBe(images.get('/'))
  expect(images.get('/es/blog')).toBe(images.get('/'))
  for (const own of ['/medical-services/lasik', '/es/medical-services/dental-implants', '/destinations/cartagena']) {
    expect(images.get(own), own).not.toBe(images.get('/'))
  }
  expect(images.get('/medical-services/lasik')).not.toBe(images.get('/es/medical-services/dental-implants'))
  await page.goto('/destinations/cartagena')
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Map of Colombia with Cartagena marked')
})

test('sitemap.xml lists every page in both languages; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/medical-services/lasik</loc>')
  expect(sitemap).toContain('/es/medical-services/lasik</loc>')
  expect(sitemap).toContain('/es/destinations/bogota</loc>')
  expect(sitemap).toContain('hreflang="x-default"')
  expect(sitemap.match(/<url>/g)!.length).toBeGreaterThan(80)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m)
})

test('the public API serves JSON with ETags, problem details and its OpenAPI document', async ({ request }) => {
  const list = await request.get('/v1/services?locale=es&q=cirugia')
  expect(list.status()).toBe(200)
  const body = (await list.json()) as { locale: string; data: { slug: string }[] }
  expect(body.locale).toBe('es')
  expect(body.data.length).toBeGreaterThan(0)
  const etag = list.headers()['etag']!
  expect((await request.get('/v1/services?locale=es&q=cirugia', { headers: { 'If-None-Match': etag } })).status()).toBe(304)
  const bad = await request.get('/v1/blog/posts?page=0')
  expect(bad.status()).toBe(400)
  expect(bad.headers()['content-type']).toContain('application/problem+json')
  expect((await request.post('/v1/services')).status()).toBe(405)
  const openapi = (await (await request.get('/v1/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown> }
  expect(openapi.openapi).toBe('3.1.0')
  expect(Object.keys(openapi.paths)).toEqual(
    expect.arrayContaining(['/v1/services', '/v1/services/{slug}', '/v1/destinations', '/v1/blog/posts', '/v1/faqs']),
  )
})

test('an API client books, pays, moves and cancels an assessment with a Bearer token', async ({ playwright, baseURL }) => {
  // A client of its own address, so its sign-up does not count against the journeys' (10 an hour per address).
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.20' } })
  const email = `api-client-${Date.now()}@example.com`
  const signUp = await request.post('/v1/auth/sign-up', {
    data: { name: 'Api Client', email, password: 'Claravia#2026x', repeatPassword: 'Claravia#2026x', acceptTerms: true, locale: 'es' },
  })
  expect(signUp.status()).toBe(201)
  const { token } = (await signUp.json()) as { token: string }
  const auth = { Authorization: `Bearer ${token}` }

  const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const availability = (await (await request.get(`/v1/availability?service=lasik&clinic=clinica-vision-andina&from=${from}&to=${to}`)).json()) as {
    days: { slots: { startsAt: string }[] }[]
  }
  const [first, second] = availability.days.flatMap((day) => day.slots).map((slot) => slot.startsAt)

  expect((await request.get('/v1/appointments')).status()).toBe(405)
  expect((await request.post('/v1/appointments', { data: {} })).status()).toBe(401)
  const held = await request.post('/v1/appointments', {
    headers: auth,
    data: {
      service: 'lasik',
      clinic: 'clinica-vision-andina',
      startsAt: first,
      locale: 'es',
      firstName: 'Api',
      lastName: 'Client',
      email,
      phone: '+57 300 123 4567',
      condition: 'Miopía',
      healthDataConsent: true,
    },
  })
  expect(held.status()).toBe(201)
  const { id } = (await held.json()) as { id: number }

  const declined = await request.post(`/v1/appointments/${id}/payment`, {
    headers: auth,
    data: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123', name: 'Api' },
  })
  expect(declined.status()).toBe(402)
  const paid = await request.post(`/v1/appointments/${id}/payment`, {
    headers: auth,
    data: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Api' },
  })
  expect(((await paid.json()) as { status: string }).status).toBe('confirmed')

  const moved = await request.post(`/v1/appointments/${id}/reschedule`, { headers: auth, data: { startsAt: second } })
  expect(moved.status()).toBe(200)
  const { id: newId } = (await moved.json()) as { id: number }
  expect((await request.post(`/v1/appointments/${id}/cancel`, { headers: auth })).status()).toBe(404)
  const cancelled = await request.post(`/v1/appointments/${newId}/cancel`, { headers: auth })
  expect(((await cancelled.json()) as { refundedMinor: number }).refundedMinor).toBeGreaterThan(0)
  await request.dispose()
})

import { expect, test } from '@playwright/test'

test('pages carry strict security headers with a per-response script nonce', async ({ request }) => {
  const first = await request.get('/')
  const headers = first.headers()
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  const html = await first.text()
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
  expect(inlineScripts.length).toBeGreaterThan(0)
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-request-id']).toMatch(/^[\w-]{8,}$/)
  // Served over plain HTTP here, so no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined()

  const second = await request.get('/')
  expect(/'nonce-([^']+)'/.exec(second.headers()['content-security-policy'] ?? '')?.[1]).not.toBe(nonce)
})

test('HTML is compressed; hashed assets are immutable and pre-compressed', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, br' } })
  expect(response.headers()['content-encoding']).toMatch(/gzip|br/)
  const script = /<link rel="modulepreload" href="([^"]+)"/.exec(await response.text())?.[1]
  expect(script).toMatch(/^\/assets\/.+\.js$/)
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-encoding']).toBe('br')
})

test('the page renders without a single console error or CSP violation', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`))
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  for (const path of ['/', '/es', '/modals', '/es/modals']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(problems).toEqual([])
})

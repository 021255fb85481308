import { expect, test } from '@playwright/test'
import { waitForHydration } from './fixtures'

test.describe('first visit without a locale cookie', () => {
  test('a Spanish-preferring browser on an English page is redirected to /es and the choice is remembered', async ({ request }) => {
    const response = await request.get('/modals?x=1', {
      headers: { 'Accept-Language': 'es-CO,es;q=0.9,en;q=0.5' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe('/es/modals?x=1')
    const cookie = response.headers()['set-cookie']
    expect(cookie).toContain('locale=es')
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
  })

  test('an English-preferring browser stays; viewing a page sets no cookie', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9,es;q=0.8' }, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['set-cookie'] ?? '').not.toContain('locale=')
  })

  test('a Spanish page is never redirected by detection', async ({ request }) => {
    const response = await request.get('/es/modals', { headers: { 'Accept-Language': 'en' }, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['set-cookie'] ?? '').not.toContain('locale=')
  })
})

test.describe('a recorded choice is honoured and never rewritten by viewing a page', () => {
  test('Spanish: an English URL goes to its Spanish twin', async ({ request }) => {
    const response = await request.get('/?x=1', { headers: { 'Accept-Language': 'es', Cookie: 'locale=es' }, maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe('/es?x=1')
    expect(response.headers()['set-cookie'] ?? '').not.toContain('locale=')
    expect(response.headers()['cache-control']).toBe('private, no-store')
    expect(response.headers()['vary']).toContain('Cookie')
  })

  test('English: a Spanish URL goes to its English twin, even from a Spanish browser', async ({ request }) => {
    const response = await request.get('/es/modals', { headers: { 'Accept-Language': 'es', Cookie: 'locale=en' }, maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe('/modals')
    const page = await request.get('/', { headers: { 'Accept-Language': 'es', Cookie: 'locale=en' }, maxRedirects: 0 })
    expect(page.status()).toBe(200)
    expect(page.headers()['set-cookie'] ?? '').not.toContain('locale=')
  })

  test('crawlers get each URL in its own language', async ({ request }) => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    for (const path of ['/', '/es']) {
      const response = await request.get(path, {
        headers: { 'User-Agent': googlebot, 'Accept-Language': 'es', Cookie: 'locale=en' },
        maxRedirects: 0,
      })
      expect(response.status(), path).toBe(200)
      expect(await response.text()).toContain(`<html lang="${path === '/' ? 'en' : 'es'}"`)
    }
  })
})

test.describe('in the browser', () => {
  test.use({ locale: 'es-ES' })

  test('a Spanish browser lands on /es and the switcher keeps the page in both directions', async ({ page, context }) => {
    await page.goto('/modals')
    await expect(page).toHaveURL(/\/es\/modals$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'View this page in English' }).first().click()
    await expect(page).toHaveURL(/\/modals$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dialogs')
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('en')
    // Remembered: a new visit to an English page is not redirected any more.
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('link', { name: 'Ver esta página en español' }).first().click()
    await expect(page).toHaveURL(/\/es$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ve con claridad. Viaja con confianza.')
  })

  test('the choice outlives the visit: a Spanish visitor typing an English URL reads Spanish, until they switch', async ({ page, context }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/es$/)
    // Opening an English URL again (typed, bookmarked) keeps Spanish and the cookie.
    await page.goto('/faqs')
    await expect(page).toHaveURL(/\/es\/faqs$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('es')
    // The switcher is a plain link: the server records the new choice.
    await page.getByRole('link', { name: 'View this page in English' }).first().click()
    await expect(page).toHaveURL(/\/faqs$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // Now English is the choice: a Spanish URL goes to its English twin, the Spanish browser notwithstanding.
    await page.goto('/es/faqs')
    await expect(page).toHaveURL(/\/faqs$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en')
  })
})

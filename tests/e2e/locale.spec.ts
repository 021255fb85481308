import { expect, test } from '@playwright/test'
import { waitForHydration } from './fixtures'

test.describe('first visit without a locale cookie', () => {
  test('a Spanish-preferring browser on an English page is redirected to /es and the choice is remembered', async ({
    request,
  }) => {
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

  test('an English-preferring browser stays and gets the English cookie', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9,es;q=0.8' }, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['set-cookie']).toContain('locale=en')
  })

  test('a Spanish page is never redirected', async ({ request }) => {
    const response = await request.get('/es/modals', { headers: { 'Accept-Language': 'en' }, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['set-cookie']).toContain('locale=es')
  })
})

test('with a locale cookie, the URL decides: no redirect', async ({ request }) => {
  const response = await request.get('/', {
    headers: { 'Accept-Language': 'es', Cookie: 'locale=en' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(200)
  expect(response.headers()['set-cookie'] ?? '').not.toContain('locale=')
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
})

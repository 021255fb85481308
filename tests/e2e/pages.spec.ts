import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, inLocale, locales, waitForHydration } from './fixtures'

const pages = ['/', '/modals']

for (const { code, prefix } of locales) {
  test.describe(`pages in ${code}`, () => {
    for (const path of pages) {
      const url = inLocale(path, prefix)
      test(`${url} renders with lang, canonical, hreflang and no axe violations (light and dark)`, async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', code)
        const origin = new URL(page.url()).origin
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${origin}${url}`)
        await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', `${origin}${path}`)
        await expect(page.locator('link[rel=alternate][hreflang=es]')).toHaveAttribute('href', `${origin}${inLocale(path, '/es')}`)
        await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', `${origin}${path}`)
        await expect(page.getByRole('region', { name: code === 'en' ? 'Notifications' : 'Notificaciones' })).toBeAttached()
        await waitForHydration(page)
        await expectNoAxeViolations(page)
        await page.emulateMedia({ colorScheme: 'dark' })
        await expect(page.locator('html')).toHaveClass(/dark/)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('no English text on the Spanish home page', async ({ page }) => {
  await page.goto('/es')
  const text = await page.locator('body').innerText()
  for (const english of ['Sign in', 'Medical services', 'Contact us', 'Privacy policies', 'Notifications', 'Menu']) {
    expect(text).not.toContain(english)
  }
})

test('the mobile menu opens, navigates and closes at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto('/')
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 320)
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.locator('#site-menu')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
})

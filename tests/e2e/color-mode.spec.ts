import { expect, test } from '@playwright/test'
import { waitForHydration } from './fixtures'

const darkCanvas = 'rgb(17, 19, 22)' // woodsmoke

test('a chosen mode survives a reload and is applied before any app script runs', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('radio', { name: 'Dark' }).first().check({ force: true })
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark')

  // Block every module script: only the inline head script can set the mode now.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  const background = await page.locator('html').evaluate((html) => getComputedStyle(html).backgroundColor)
  expect(background).toBe(darkCanvas)
})

test('system mode follows the device setting live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/es')
  await waitForHydration(page)
  await expect(page.getByRole('radio', { name: 'Sistema' }).first()).toBeChecked()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('an explicit light choice ignores a dark device', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByRole('radio', { name: 'Light' }).first().check({ force: true })
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

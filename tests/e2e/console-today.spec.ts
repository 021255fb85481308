import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './fixtures'
import { signedInStaff } from './staff'

/*
 * The console's Today (issue 12, item 1): per clinic the member may see, in
 * both languages, light and dark, without axe violations, on a tablet too.
 */

test('a coordinator sees every clinic on Today, in English and Spanish, light and dark, on a tablet', async ({ page }) => {
  test.setTimeout(180_000)
  await signedInStaff(page, 'coordinator')
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Clínica Visión Andina' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Clínica Oftalmológica Castellana' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/es/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 768, height: 1024 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBe(0)
})

test('a clinic staff member sees only their own clinic on Today', async ({ page }) => {
  test.setTimeout(180_000)
  await signedInStaff(page, 'clinic_staff', { clinics: ['clinica-vision-andina'], spanish: true })
  await expect(page.getByRole('heading', { level: 2, name: 'Clínica Visión Andina' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Clínica Oftalmológica Castellana' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

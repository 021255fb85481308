import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './fixtures'

test('the showcase opens every dialog and picker, with focus trapped and restored', async ({ page }) => {
  await page.goto('/modals')
  await waitForHydration(page)

  const trigger = page.getByRole('button', { name: 'Open a confirmation dialog' })
  await trigger.click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' })
  await expect(confirm).toBeVisible()
  await expect(confirm.getByRole('button', { name: 'Keep my appointment' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await confirm.getByRole('button', { name: 'Keep my appointment' }).click()
  await expect(confirm).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.getByRole('button', { name: 'Open an information dialog' }).click()
  await expect(page.getByRole('dialog', { name: 'What is a preoperative assessment?' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  for (const label of ['Preferred date', 'Travel dates', 'Appointment (24-hour)', 'Call-back time (12-hour)']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible()
  }
  const time = page.getByRole('group', { name: 'Call-back time (12-hour)' })
  await expect(time.getByRole('spinbutton', { name: /AM\/PM/ })).toBeVisible()
  const dateTime = page.getByRole('group', { name: 'Appointment (24-hour)' })
  await expect(dateTime.getByRole('spinbutton', { name: /AM\/PM/ })).toHaveCount(0)

  await page.getByRole('button', { name: 'Calendar' }).first().click()
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') })
  await expect(calendar).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()

  await page.getByRole('button', { name: 'View map' }).click()
  await expect(page.getByRole('dialog', { name: /on the map$/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'View map' })).toBeFocused()
})

test('the Spanish showcase is in Spanish, Monday first', async ({ page }) => {
  await page.goto('/es/modals')
  await waitForHydration(page)
  await expect(page.getByText('Fechas del viaje', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Calendario' }).first().click()
  const firstDay = page.getByRole('grid').locator('thead th').first()
  await expect(firstDay).toHaveText(/^l/i)
})

import { expect, test } from '@playwright/test'
import { waitForHydration } from './fixtures'

const start = new Date('2026-11-21T10:00:00')

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: start })
  await page.goto('/modals')
  await waitForHydration(page)
  // From here on, time moves only when a test says so.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
})

const region = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Notifications' })

test('a toast closes after 5000 ms, with a progress bar', async ({ page }) => {
  await page.getByRole('button', { name: 'Show a success notification' }).click()
  const toast = region(page).getByRole('status').filter({ hasText: 'Saved' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Your changes have been saved.')
  await expect(toast.locator('[style*="animation-duration"]')).toHaveCount(1)
  await page.clock.runFor(4900)
  await expect(toast).toBeVisible()
  await page.clock.runFor(200)
  await expect(toast).toHaveCount(0)
})

test('hovering pauses the timer and leaving resumes it with the time left', async ({ page }) => {
  await page.getByRole('button', { name: 'Show a success notification' }).click()
  const toast = region(page).getByRole('status').filter({ hasText: 'Saved' })
  await page.clock.runFor(2000)
  await toast.hover()
  await page.clock.runFor(10_000)
  await expect(toast).toBeVisible()
  await page.mouse.move(5, 5)
  await page.clock.runFor(2900)
  await expect(toast).toBeVisible()
  await page.clock.runFor(200)
  await expect(toast).toHaveCount(0)
})

test('the close button and an action close the toast and run its callback', async ({ page }) => {
  await page.getByRole('button', { name: 'Show a warning with actions' }).click()
  const warning = region(page).getByRole('status').filter({ hasText: 'Your session is about to expire' })
  await warning.getByRole('button', { name: 'Stay signed in' }).click()
  await expect(warning).toHaveCount(0)
  // The callback announces the closing with a toast of its own.
  await expect(region(page).getByText('Notification closed')).toBeVisible()

  await page.getByRole('button', { name: 'Show a notification that stays' }).click()
  const persistent = region(page).getByRole('status').filter({ hasText: 'A message from your care team' })
  await page.clock.runFor(60_000)
  await expect(persistent).toBeVisible()
  await persistent.getByRole('button', { name: 'Close notification' }).click()
  await expect(persistent).toHaveCount(0)
  await expect(region(page).getByText('Notification closed')).toBeVisible()
})

test('errors are announced assertively; each click gets its own toast (unique timestamp ids)', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Show an error notification' })
  await button.click()
  await button.click()
  await expect(region(page).getByRole('alert')).toHaveCount(2)
  const ids = await region(page)
    .locator('[data-toast-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-toast-id')))
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(id).toMatch(/^\d{13,}$/)
})

test('toasts are full width on small screens and 24rem from sm', async ({ page }) => {
  await page.getByRole('button', { name: 'Show a success notification' }).click()
  const toast = region(page).locator('[data-toast-id]').first()
  expect((await toast.boundingBox())?.width).toBe(384)
  await page.setViewportSize({ width: 375, height: 800 })
  const width = (await toast.boundingBox())?.width ?? 0
  expect(width).toBeGreaterThan(330)
})

test('a message from the server after a form post arrives as a toast, once', async ({ page }) => {
  await page.getByRole('button', { name: 'Send a notification from the server' }).click()
  const toast = region(page).getByRole('status').filter({ hasText: 'Message received' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('This notification came from the server')
  // The flash cookie is consumed: a reload shows nothing.
  await page.clock.resume()
  await page.reload()
  await waitForHydration(page)
  await expect(region(page).getByRole('status')).toHaveCount(0)
})

test.describe('in Spanish', () => {
  test('the server message is translated', async ({ page }) => {
    await page.goto('/es/modals')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Enviar una notificación desde el servidor' }).click()
    await expect(page.getByRole('region', { name: 'Notificaciones' }).getByText('Mensaje recibido')).toBeVisible()
  })
})

import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './fixtures'

const WHATSAPP_DIGITS = '573105550148'

async function openChat(page: Page, name: string) {
  await page.getByRole('button', { name }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

test.beforeEach(async ({ context }) => {
  // No internet here: answer WhatsApp's page locally so the new window loads.
  await context.route('https://api.whatsapp.com/**', (route) => route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }))
})

test('opens with a morning greeting, focuses the message, closes on Escape and outside click', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-21T09:15:00'))
  await page.goto('/')
  await waitForHydration(page)
  const dialog = await openChat(page, 'Chat with us')
  await expect(dialog.getByRole('img', { name: 'Claravia care team' })).toBeVisible()
  await expect(dialog.getByText('Claravia Care Team')).toBeVisible()
  await expect(dialog.getByText('Good morning!')).toBeVisible()
  const message = dialog.getByRole('textbox', { name: 'Your message' })
  await expect(message).toBeFocused()
  await expect(message).toHaveAttribute('placeholder', 'Type your message…')
  const box = await dialog.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(320)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused()

  await openChat(page, 'Chat with us')
  await page.mouse.click(20, 300)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('requires a message, grows with the text, then opens WhatsApp with phone, text and type', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-21T20:00:00'))
  await page.goto('/es')
  await waitForHydration(page)
  const dialog = await openChat(page, 'Chatea con nosotros')
  await expect(dialog.getByText('¡Buenas noches!')).toBeVisible()
  // Leaving the untouched field is not an error yet.
  await page.keyboard.press('Tab')
  await expect(dialog.getByText('Este campo es obligatorio.')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Enviar' }).click()
  await expect(dialog.getByText('Este campo es obligatorio.')).toBeVisible()

  const message = dialog.getByRole('textbox', { name: 'Tu mensaje' })
  const before = (await message.boundingBox())!.height
  expect(before).toBeGreaterThanOrEqual(38)
  await message.fill('Hola, quisiera saber el precio de LASIK en Bogotá.\nGracias\n¿Tienen cupo?\nSaludos')
  const after = (await message.boundingBox())!.height
  expect(after).toBeGreaterThan(before)
  expect(after).toBeLessThanOrEqual(178)

  const popupPromise = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Enviar' }).click()
  const popup = await popupPromise
  const url = new URL(popup.url())
  expect(url.hostname).toBe('api.whatsapp.com')
  expect(url.searchParams.get('phone')).toBe(WHATSAPP_DIGITS)
  expect(url.searchParams.get('text')).toBe('Hola, quisiera saber el precio de LASIK en Bogotá.\nGracias\n¿Tienen cupo?\nSaludos')
  expect(url.searchParams.get('type')).toBe('phone_number')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('the support number comes from GET /v1/settings', async ({ page, request }) => {
  const response = await request.get('/v1/settings?setting=general.whatsapp_number')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ 'general.whatsapp_number': '+57 310 555 0148' })
  expect((await request.get('/v1/settings')).status()).toBe(400)
  expect((await request.get('/v1/settings?setting=general.unknown')).status()).toBe(404)
  expect((await request.get('/v1/settings?setting=secret.key')).status()).toBe(404)

  await page.goto('/')
  await waitForHydration(page)
  const settingsCall = page.waitForRequest((req) => req.url().includes('/v1/settings?setting=general.whatsapp_number'))
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await settingsCall
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the chat still opens and its form goes to WhatsApp', async ({ page }) => {
    await page.goto('/')
    const dialog = await openChat(page, 'Chat with us')
    await dialog.getByRole('textbox', { name: 'Your message' }).fill('Hello')
    const popupPromise = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Send' }).click()
    const url = new URL((await popupPromise).url())
    expect(url.searchParams.get('phone')).toBe(WHATSAPP_DIGITS)
    expect(url.searchParams.get('text')).toBe('Hello')
    expect(url.searchParams.get('type')).toBe('phone_number')
  })
})

test('the open chat passes axe in light and dark, in both languages (its status line on the accent header too)', async ({ page }) => {
  test.setTimeout(120_000)
  for (const [path, name] of [
    ['/', 'Chat with us'],
    ['/es', 'Chatea con nosotros'],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.goto(path)
      await waitForHydration(page)
      await openChat(page, name)
      // The dialog fades in: judge its colours once the transition has ended.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
      await expectNoAxeViolations(page)
    }
  }
})

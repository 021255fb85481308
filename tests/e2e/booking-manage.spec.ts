import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './fixtures'
import { giveHealthConsent, signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { emailTo } from './mail'

/*
 * The Spanish journey from a service page to the success page, then managing
 * the appointment from the account: a new date (same calendar event, next
 * SEQUENCE, old links dead), then cancelling it with a refund. Every email is
 * in Spanish because the booking was made in Spanish.
 */
test('en español: reservar, pagar con 4242, cambiar la fecha y cancelar', async ({ page }) => {
  const email = uniqueEmail('reserva')
  await signUp(page, { name: 'Mateo Rojas', email, password: STRONG_PASSWORD }, '/es')

  await page.goto('/es/medical-services/lasik')
  await page.getByRole('link', { name: 'Reservar una valoración preoperatoria' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserva una valoración preoperatoria')
  await page.getByRole('button', { name: 'Continuar', exact: true }).click()

  await expect(page).toHaveURL(/\/es\/appointments\/new\/details\?/)
  await page.getByLabel('Teléfono').fill('+34 612 345 678')
  await page.getByLabel('Breve descripción de tu condición médica').fill('Miopía de −3,00 en ambos ojos.')
  await giveHealthConsent(page, '/es')
  await page.getByRole('button', { name: 'Continuar al pago' }).click()

  await expect(page).toHaveURL(/\/es\/stripe\?appointment=\d+$/)
  await expect(page.getByText('Modo de prueba: no se hace ningún cobro real')).toBeVisible()
  await page.getByLabel('Nombre en la tarjeta').fill('Mateo Rojas')
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242')
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pagar 120\sUS\$$/ }).click()
  await expect(page).toHaveURL(/\/es\/payment\?appointment=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu valoración está reservada')
  await expect(page.getByText('Total pagado')).toBeVisible()
  const oldIcs = await page.getByRole('link', { name: 'Añadir a mi calendario (.ics)' }).getAttribute('href')
  const firstIcs = await (await page.request.get(oldIcs!)).text()
  expect(firstIcs).toContain('SEQUENCE:0')
  const uid = /UID:(.+)\r\n/.exec(firstIcs)![1]
  const confirmation = await emailTo(email)
  expect(confirmation.subject).toBe('Tu valoración preoperatoria está confirmada: LASIK')

  // A new date, from the account.
  await page.getByRole('link', { name: 'Continuar a mi cuenta' }).click()
  const booked = page.locator('#appointments li').filter({ hasText: 'Valoración preoperatoria · LASIK' })
  await expect(booked.getByText('Confirmada')).toBeVisible()
  // La valoración pagada es el primer paso de un tratamiento planificado.
  const plan = page.locator('#active-treatments article').filter({ hasText: 'LASIK' })
  await expect(plan).toContainText('Planificado')
  await expect(plan).toContainText(/Próximo paso: Valoración preoperatoria/)
  await booked.getByRole('link', { name: 'Cambiar la fecha' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cambia la fecha de tu cita')
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  const day = page.locator('a:not(.line-through)[href*="?date="]').nth(3)
  const date = new URL((await day.getAttribute('href'))!, 'http://x').searchParams.get('date')!
  await day.click()
  await expect(page).toHaveURL(new RegExp(`date=${date}$`))
  await expect(page.locator('[aria-current="date"]')).toHaveAttribute('href', new RegExp(date))
  const hour = page
    .locator('label')
    .filter({ has: page.locator('input[name=startsAt]') })
    .nth(1)
  const newStart = await hour.locator('input').getAttribute('value')
  await hour.click()
  await page.getByRole('button', { name: 'Mover mi cita a esta hora' }).click()
  await expect(page).toHaveURL(/\/es\/account#appointments$/)
  await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText(/Tu cita se trasladó al/)).toBeVisible()
  await expect(page.locator('#appointments li').filter({ hasText: 'Valoración preoperatoria · LASIK' })).toHaveCount(1)
  await expect(page.locator('#appointments time').first()).toHaveAttribute('datetime', newStart!)
  await expect(page.locator('#active-treatments article')).toHaveCount(1)

  // The email carries the same calendar event, one sequence later; the old links no longer work.
  await expect.poll(async () => (await emailTo(email)).subject, { timeout: 10_000 }).toBe('Tu valoración preoperatoria ha cambiado de fecha: LASIK')
  const moved = await emailTo(email)
  const attached = moved.attachments.find((attachment) => attachment.mimeType.startsWith('text/calendar'))?.content
  const movedIcs = typeof attached === 'string' ? attached : new TextDecoder().decode(attached!)
  expect(movedIcs).toContain(`UID:${uid}`)
  expect(movedIcs).toContain('SEQUENCE:1')
  expect((await page.request.get(oldIcs!)).status()).toBe(404)

  // Cancelled more than 48 hours ahead: refunded in full.
  const current = page.locator('#appointments li').filter({ hasText: 'Valoración preoperatoria · LASIK' })
  await waitForHydration(page)
  await current.getByRole('button', { name: 'Cancelar esta cita' }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Cancelar esta cita?' })
  await expect(dialog.getByText(/^Faltan más de 48 horas, así que te devolvemos el total: 120\sUS\$\.$/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Sí, cancelarla' }).click()
  await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText(/Cancelamos tu cita y te devolveremos/)).toBeVisible()
  await expect.poll(async () => (await emailTo(email)).subject, { timeout: 10_000 }).toMatch(/cancelad/i)
  // El plan se cancela con su valoración: pasa a los tratamientos anteriores.
  await expect(page.locator('#active-treatments article')).toHaveCount(0)
  await expect(page.locator('#past-treatments article').filter({ hasText: 'LASIK' })).toContainText('Cancelado')
})

test('without JavaScript: book, pay, then change the date', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const email = uniqueEmail('nojs')
  await signUp(page, { name: 'Nora Díaz', email, password: STRONG_PASSWORD })

  await page.goto('/appointments/new?service=cataract-surgery-premium-lenses')
  await page.locator('a:not(.line-through)[href*="date="]').nth(2).click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/\/appointments\/new\/details\?/)
  await page.getByLabel('Phone').fill('+57 300 123 4567')
  await page.getByLabel('Brief description of your medical condition').fill('Cataract in the left eye.')
  await giveHealthConsent(page)
  await page.getByRole('button', { name: 'Continue to pay' }).click()

  await expect(page).toHaveURL(/\/stripe\?appointment=\d+$/)
  await page.getByLabel('Name on the card').fill('Nora Díaz')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your assessment is booked')

  await page.goto('/account')
  await page.locator('#appointments li').first().getByRole('link', { name: 'Change the date' }).click()
  await page.locator('a:not(.line-through)[href*="?date="]').nth(4).click()
  await page
    .locator('label')
    .filter({ has: page.locator('input[name=startsAt]') })
    .nth(2)
    .click()
  await page.getByRole('button', { name: 'Move my appointment here' }).click()
  await expect(page).toHaveURL(/\/account#appointments$/)
  await expect(page.getByText(/Your appointment was moved to/)).toBeVisible()
  await context.close()
})

import { expect, test, type APIRequestContext } from '@playwright/test'
import { apiPatient, bookAndPay, freeHours } from './api-booking'
import { expectNoAxeViolations } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * The console's availability (issue 12, item 3): a change of hours that would
 * strand a confirmed appointment is refused, listing it, and accepted once
 * the patient has moved it; closures are added and removed. The clinic is one
 * no other journey books at, so its new hours disturb nobody.
 */

const CLINIC = 'centro-medico-los-laureles'
const TIME_ZONE = 'America/Costa_Rica'
const SERVICE = 'dental-implants'
const weekdayOf = (instant: string) =>
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' }).format(new Date(instant)),
  ) + 1

/** A patient with a paid appointment at the clinic, who can move it to another weekday. */
async function confirmedAppointment(request: APIRequestContext) {
  const patient = await apiPatient(request, 'Rosa Mora')
  const slots = await freeHours(request, SERVICE, CLINIC)
  const id = await bookAndPay(request, patient, { service: SERVICE, clinic: CLINIC, startsAt: slots[0]!, name: ['Rosa', 'Mora'] })
  const weekday = weekdayOf(slots[0]!)
  const elsewhere = slots.find((slot) => weekdayOf(slot) !== weekday)!
  return {
    weekday,
    startsAt: slots[0]!,
    moveToAnotherDay: async () => {
      const moved = await request.post(`/v1/appointments/${id}/reschedule`, { headers: patient.headers, data: { startsAt: elsewhere } })
      expect(moved.status()).toBe(200)
    },
  }
}

test('closing a day with a confirmed appointment is refused, listing it; accepted once it is moved (Spanish); closures come and go (English)', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(360_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.31' } })
  const appointment = await confirmedAppointment(request)

  await signedInStaff(page, 'coordinator', { spanish: true })
  await page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link', { name: 'Disponibilidad' }).click()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: /Centro Médico Los Laureles/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Disponibilidad · Centro Médico Los Laureles' })).toBeVisible()
  await waitForConsoleHydration(page)
  await expectNoAxeViolations(page)

  // Close the appointment's weekday: every range of that day emptied.
  const closeTheDay = async () => {
    for (const index of [0, 1])
      for (const end of ['opens', 'closes']) await page.locator(`input[name="${end}-${appointment.weekday}-${index}"]`).fill('')
  }
  await closeTheDay()
  await page.getByRole('button', { name: 'Ver los próximos 14 días' }).first().click()
  await expect(page.getByText('Turnos libres en los próximos 14 días, con este cambio')).toBeVisible()
  // Slots counted as slots, of the clinic's length (issue 27 item 7).
  await expect(page.getByText(/^\d+ turnos? libres? de (media hora|una hora|\d+ minutos), de \d{2}:\d{2} a \d{2}:\d{2}$/).first()).toBeVisible()
  await expect(page.getByText('1 cita quedaría fuera del horario de la clínica. Muévela o cancélala antes:')).toBeVisible()
  // The appointment in the way: its start in Spanish words on the clinic's clock, never ISO.
  const inTheWay = page.getByRole('list', { name: 'Citas afectadas' })
  const spanishStart = new Intl.DateTimeFormat('es', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(appointment.startsAt))
  await expect(inTheWay.locator('time')).toHaveText(spanishStart)
  await expect(inTheWay).not.toContainText(/\d{4}-\d{2}-\d{2}/)
  await expectNoAxeViolations(page)

  await closeTheDay()
  await page.getByRole('button', { name: 'Guardar' }).first().click()
  await expect(page.getByText('Con este cambio, 1 cita quedaría fuera del horario de la clínica. Muévela o cancélala primero.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rosa Mora' })).toBeVisible()

  await appointment.moveToAnotherDay()
  await closeTheDay()
  await page.getByRole('button', { name: 'Guardar' }).first().click()
  await expect(page.getByRole('status').filter({ hasText: 'Horario semanal guardado.' })).toBeVisible()
  await expect(page.locator(`input[name="opens-${appointment.weekday}-0"]`)).toHaveValue('')

  // In English: a closure is added, listed, and removed.
  await page.goto(page.url().replace('/es/admin', '/admin'))
  await waitForConsoleHydration(page)
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Date').fill(day)
  await page.getByRole('button', { name: 'Save' }).nth(1).click()
  await expect(page.getByRole('status').filter({ hasText: 'Closure added.' })).toBeVisible()
  await expectNoAxeViolations(page)
  // The remove button names the day in words, not YYYY-MM-DD.
  const dayInWords = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
  await page.getByRole('button', { name: `Remove the closure of ${dayInWords}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Closure removed.' })).toBeVisible()
  await expect(page.getByRole('button', { name: `Remove the closure of ${dayInWords}` })).toHaveCount(0)
  await request.dispose()
})

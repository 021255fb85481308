import { expect, test } from '@playwright/test'
import { apiPatient, bookAndPay, freeHours, startedAnHourAgo } from './api-booking'
import { expectNoAxeViolations } from './fixtures'
import { emailTo } from './mail'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * The console's appointments (issue 12, item 2): a clinic staff member marks
 * an appointment completed and cannot open another clinic's; a coordinator
 * moves a paid appointment in the slot picker and cancels it with a refund,
 * each confirmed with a reason (issue 27), and the patient is emailed the
 * calendar file that removes it.
 */

const HOME = 'clinica-vision-andina'

/** A clinic offering LASIK other than the clinic staff member's (and than the one availability journeys edit). */
async function anotherLasikClinic(request: import('@playwright/test').APIRequestContext) {
  const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const { clinics } = (await (await request.get(`/v1/availability?service=lasik&from=${from}&to=${to}`)).json()) as {
    clinics: { clinic: { slug: string } }[]
  }
  return clinics.map((entry) => entry.clinic.slug).find((slug) => slug !== HOME && slug !== 'centro-medico-los-laureles')!
}

test('clinic staff mark an appointment completed, and another clinic’s appointment is not found', async ({ page, playwright, baseURL }) => {
  test.setTimeout(360_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.41' } })
  const patient = await apiPatient(request, 'Tomás Ruiz')
  const ours = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: HOME,
    startsAt: (await freeHours(request, 'lasik', HOME))[3]!,
    name: ['Tomás', 'Ruiz'],
  })
  startedAnHourAgo(ours)
  const elsewhere = await anotherLasikClinic(request)
  const theirs = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: elsewhere,
    startsAt: (await freeHours(request, 'lasik', elsewhere))[0]!,
    name: ['Tomás', 'Ruiz'],
  })

  await signedInStaff(page, 'clinic_staff', { clinics: [HOME] })
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Appointments' }).click()
  // The list opens at today; the appointment that began an hour ago may be yesterday's in the clinic after midnight.
  await expect(page.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  await page.getByLabel('From').fill('')
  await page.getByLabel('Patient name or email').fill(patient.email)
  // With JavaScript the filters apply themselves; Enter sends them at once (the button shows only when focused, or without JavaScript).
  await page.getByLabel('Patient name or email').press('Enter')
  await expect(page.getByRole('row')).toHaveCount(2)
  await expectNoAxeViolations(page)
  await page.getByRole('row').nth(1).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment of Tomás Ruiz' })).toBeVisible()
  await waitForConsoleHydration(page)
  await expectNoAxeViolations(page)
  // An internal note: empty is refused, a real one is kept, signed, and never reaches the patient.
  const notes = page.getByRole('region', { name: 'Internal notes' })
  await notes.getByRole('button', { name: 'Add note' }).click()
  await expect(notes.getByText('This field is required.')).toBeVisible()
  await notes.getByLabel('Add a note').fill('Asked for an interpreter for the assessment.')
  await notes.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible()
  await expect(notes.getByText('Asked for an interpreter for the assessment.')).toBeVisible()
  await expect(notes.getByText(/^Lucía Gómez · /)).toBeVisible()
  const seenByPatient = await request.get('/v1/me/appointments', { headers: patient.headers })
  expect(await seenByPatient.text()).not.toContain('interpreter')
  await page.getByRole('button', { name: 'Mark completed' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Marked as completed\.$/ })).toBeVisible()
  // Undo is offered while the thanks waits in the outbox (docs/decisions/032).
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible()
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Nothing left to do on this appointment.')).toBeVisible()
  // The patient is thanked, in Spanish (the language they booked in), with a link to their account.
  const thanks = await emailTo(patient.email, (email) => email.subject.startsWith('Gracias por tu visita'), 45_000)
  expect(thanks.text).toContain('/es/account')

  // The CSV of the filtered list holds this clinic's appointment only.
  const csv = await page.request.get(`/admin/appointments/export.csv?patient=${encodeURIComponent(patient.email)}`)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const lines = (await csv.text()).trim().split('\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain('Tomás Ruiz')

  expect((await page.goto(`/admin/appointments/${theirs}`))!.status()).toBe(404)
  expect((await page.goto(`/es/admin/appointments/${theirs}`))!.status()).toBe(404)

  await page.goto(`/es/admin/appointments/calendar`)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario · Clínica Visión Andina' })).toBeVisible()
  await expectNoAxeViolations(page)
  await request.dispose()
})

test('a coordinator moves a paid appointment on the patient’s behalf, then cancels it with a partial refund; the patient gets the email with the CANCEL calendar file', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(360_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.42' } })
  const patient = await apiPatient(request, 'Elena Campos')
  const id = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: HOME,
    startsAt: (await freeHours(request, 'lasik', HOME))[5]!,
    name: ['Elena', 'Campos'],
    // Booked from Madrid: staff see her clock beside the clinic's (Bogotá).
    timeZone: 'Europe/Madrid',
  })

  await signedInStaff(page, 'coordinator', { spanish: true })
  await page.goto(`/es/admin/appointments/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Cita de Elena Campos' })).toBeVisible()
  await waitForConsoleHydration(page)
  await expectNoAxeViolations(page)

  await expect(page.getByText('Hora del paciente (Europe/Madrid)')).toBeVisible()

  // First moved on the patient's behalf, picked in the slot picker (a day, then a free hour), confirmed with a reason:
  // the page follows the appointment to its new hour.
  // Another day with two free hours or more, "N libres" (the journeys before this one have booked the first hours).
  const days = page.getByRole('navigation', { name: 'Día' })
  const day = days
    .locator('a:not([aria-current])')
    .filter({ hasText: / libres$/ })
    .first()
  const dayLink = days.locator(`a[href="${await day.getAttribute('href')}"]`)
  await day.click()
  await expect(dayLink).toHaveAttribute('aria-current', 'date')
  await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByText('Debajo de cada hora, la de Elena (Europe/Madrid).', { exact: false })).toBeVisible()
  const hours = page.getByRole('group', { name: /^Horas libres del / })
  await expect(hours.locator('label').first()).toContainText(/\d\d:\d\d para Elena$/)
  await hours.locator('label').nth(1).click()
  await expect(hours.getByRole('radio').nth(1)).toBeChecked()
  await page.getByRole('button', { name: 'Revisar el cambio…' }).click()
  const moveDialog = page.getByRole('alertdialog', { name: '¿Mover esta cita?' })
  await expect(
    moveDialog.getByText(/^Vas a mover la .* de Elena Campos del .* al .*, hora de la clínica\. Para Elena \(Europe\/Madrid\) será el .*\.$/),
  ).toBeVisible()
  await expect(moveDialog.getByRole('checkbox', { name: 'Enviar a Elena la nueva fecha por correo' })).toBeChecked()
  await moveDialog.getByLabel('Motivo', { exact: true }).selectOption('specialist_unavailable')
  await moveDialog.getByRole('checkbox', { name: 'Decirle el motivo al paciente' }).check()
  await moveDialog.getByRole('button', { name: 'Sí, moverla' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cita movida.' })).toBeVisible()
  await expect(page).not.toHaveURL(new RegExp(`/appointments/${id}$`))
  const movedEmail = await emailTo(patient.email, (message) => message.subject.startsWith('Tu valoración preoperatoria ha cambiado de fecha'))
  expect(movedEmail.text).toContain('El motivo: el especialista no está disponible a esa hora.')
  expect(movedEmail.text).toMatch(/En tu zona horaria \(.+\): /)

  const refund = page.getByLabel(/Reembolso/)
  const paid = await refund.inputValue()
  await refund.fill(String(Number(paid) + 1))
  await page.getByRole('button', { name: 'Cancelar la cita' }).click()
  await expect(page.getByText(/El reembolso no puede superar lo pagado/)).toBeVisible()

  const half = (Number(paid) / 2).toFixed(2)
  await refund.fill(half.replace('.', ','))
  await page.getByRole('button', { name: 'Cancelar la cita' }).click()
  const cancelDialog = page.getByRole('alertdialog', { name: '¿Cancelar esta cita?' })
  await expect(
    cancelDialog.getByText(/^Vas a cancelar la .* de Elena Campos del .*\. Se reembolsan .* de .*\. Elena recibirá un correo en español\.$/),
  ).toBeVisible()
  await expect(cancelDialog.getByText(/^No se puede deshacer: el reembolso/)).toBeVisible()
  await cancelDialog.getByLabel('Motivo', { exact: true }).selectOption('clinic_closed')
  await cancelDialog.getByRole('button', { name: 'Sí, cancelarla' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Cita cancelada y .* reembolsados/ })).toBeVisible()
  await expect(page.getByText('No queda nada por hacer en esta cita.')).toBeVisible()

  const email = await emailTo(patient.email, (message) => message.subject.startsWith('Tu valoración preoperatoria ha sido cancelada'))
  const attached = email.attachments.find((attachment) => attachment.mimeType.startsWith('text/calendar'))?.content
  const ics = typeof attached === 'string' ? attached : new TextDecoder().decode(attached!)
  expect(ics).toContain('METHOD:CANCEL')
  await request.dispose()
})

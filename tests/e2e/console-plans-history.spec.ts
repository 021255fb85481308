import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { databaseFile } from '../../playwright.config'
import { signIn } from './accounts'
import { apiPatient, bookAndPay, freeHours } from './api-booking'
import { expectNoAxeViolations } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * Issue 27, items 3-5: a paid booking has planned "LASIK" for the patient; staff creating LASIK there
 * again are warned, offered the existing plan, and create another only on purpose (then the patient sees
 * both named apart); the plan form lists only the chosen clinic's specialists who perform the
 * treatment, with JavaScript and without; the appointment's history and the Audit page read as
 * sentences with people's names, in Spanish and in English.
 */

const HOME = 'clinica-vision-andina'

function userIdOf(email: string) {
  const db = new Database(databaseFile, { fileMustExist: true, readonly: true })
  try {
    return (db.prepare('select id from users where email = ?').get(email) as { id: number }).id
  } finally {
    db.close()
  }
}

/** The specialist select's offered names (its placeholder left out). */
async function specialistChoices(page: Page) {
  return (await page.locator('select[name="specialistId"] option').allTextContents()).slice(1)
}

test('Spanish: a second LASIK plan is asked for, the form lists the clinic’s LASIK specialists, the patient sees both plans named apart; the history speaks people', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(360_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.71' } })
  const patient = await apiPatient(request, 'Elena Campos')
  const hours = await freeHours(request, 'lasik', HOME)
  const booked = await bookAndPay(request, patient, { service: 'lasik', clinic: HOME, startsAt: hours[2]!, name: ['Elena', 'Campos'] })
  // The patient moves it themselves (their own reschedule, no staff entry).
  const moved = await request.post(`/v1/appointments/${booked}/reschedule`, { headers: patient.headers, data: { startsAt: hours.at(-1) } })
  expect(moved.status()).toBe(200)
  const { id: appointmentId } = (await moved.json()) as { id: number }
  const patientId = userIdOf(patient.email)

  await signedInStaff(page, 'coordinator', { spanish: true, name: 'Lucía Gómez' })

  // The history: the patient's booking, payment and move, then the coordinator's note, as sentences.
  await page.goto(`/es/admin/appointments/${appointmentId}`)
  await waitForConsoleHydration(page)
  const notes = page.getByRole('region', { name: 'Notas internas' })
  await notes.getByLabel('Añadir una nota').fill('Pide intérprete.')
  await notes.getByRole('button', { name: 'Añadir nota' }).click()
  const history = page.getByTestId('appointment-history')
  await expect(history.getByText('Lucía Gómez añadió una nota interna')).toBeVisible()
  await expect(history.getByText(/^Elena Campos reservó la cita para el \p{L}{3}, \d+ \p{L}{3,4}, \d\d:\d\d \(hora de la clínica\)$/u)).toBeVisible()
  await expect(history.getByText(/^Elena Campos pagó .+US\$$/)).toBeVisible()
  await expect(history.getByText(/^Elena Campos movió la cita del .+ al .+ \(hora de la clínica\)$/)).toBeVisible()
  await expect(history).not.toContainText('Cancelada')
  await expect(history).not.toContainText('appointment.')
  await expectNoAxeViolations(page)

  // A new LASIK plan at the clinic of the booking: the form lists that clinic's LASIK specialists only.
  await page.goto(`/es/admin/patients/${patientId}/treatments/new`)
  await waitForConsoleHydration(page)
  await expect(page.locator('select[name="specialistId"] optgroup')).not.toHaveCount(0)
  await page.getByLabel('Tratamiento').selectOption({ label: 'LASIK' })
  await page.getByLabel('Clínica').selectOption({ label: 'Clínica Visión Andina' })
  await expect.poll(() => specialistChoices(page)).toEqual(['Dra. Valentina Rojas'])
  // Another treatment there, another list; a clinic where nobody performs it says so.
  await page.getByLabel('Tratamiento').selectOption({ label: 'Crosslinking corneal' })
  await expect.poll(() => specialistChoices(page)).toEqual(['Dr. Andrés Felipe Cárdenas'])
  await page.getByLabel('Tratamiento').selectOption({ label: 'LASIK' })
  await page.getByLabel('Especialista').selectOption({ label: 'Dra. Valentina Rojas' })
  await page.getByLabel('Estado').selectOption({ label: 'Previsto' })
  await page.getByLabel('Fecha de inicio').fill('2027-03-01')
  await page.getByRole('button', { name: 'Crear el plan' }).click()

  // Warned, with the existing plan to open; nothing created until confirmed.
  const warning = page.getByRole('alert').filter({ hasText: 'Elena Campos ya tiene un plan de este tratamiento en esta clínica:' })
  await expect(warning).toBeVisible()
  await expect(warning.getByRole('link', { name: /^Abrir LASIK · Clínica Visión Andina · desde el / })).toBeVisible()
  await expect(
    page.getByText('Este paciente ya tiene un plan de este tratamiento en esta clínica. Ábrelo o confirma que quieres crear otro.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await warning.getByRole('checkbox', { name: /Crear otro plan de todos modos/ }).check()
  await page.getByRole('button', { name: 'Crear el plan' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Plan de tratamiento creado.' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: /^LASIK · Clínica Visión Andina · desde el 1 mar 2027 · Elena Campos$/ })).toBeVisible()

  // The patient sees two LASIK plans, named apart.
  const patientPage = await (await browser.newContext()).newPage()
  await signIn(patientPage, patient.email, 'Claravia#2026x', '/es')
  await expect(patientPage).not.toHaveURL(/sign-in/)
  await patientPage.goto('/es/account')
  const plans = patientPage.getByRole('link', { name: /^LASIK · Clínica Visión Andina · desde el / })
  await expect(plans).toHaveCount(2)
  await expect(patientPage.getByRole('link', { name: 'LASIK · Clínica Visión Andina · desde el 1 mar 2027' })).toBeVisible()
  await expectNoAxeViolations(patientPage)
  await request.dispose()
})

test('English, without JavaScript: "Show this clinic’s specialists" filters the list, a duplicate is warned; the history and the Audit page read as sentences', async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(360_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.72' } })
  const patient = await apiPatient(request, 'John Carter', 'en')
  const booked = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: HOME,
    startsAt: (await freeHours(request, 'lasik', HOME))[4]!,
    name: ['John', 'Carter'],
  })
  // The patient cancels it themselves: refunded in full.
  expect((await request.post(`/v1/appointments/${booked}/cancel`, { headers: patient.headers })).status()).toBe(200)
  const patientId = userIdOf(patient.email)

  await signedInStaff(page, 'admin', { name: 'Mark Evans' })
  const cookies = await page.context().cookies()
  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
  await noScript.context().addCookies(cookies)

  await noScript.goto(`/admin/patients/${patientId}/treatments/new`)
  await noScript.getByLabel('Treatment').selectOption({ label: 'LASIK' })
  await noScript.getByLabel('Clinic').selectOption({ label: 'Clínica Visión Andina' })
  await noScript.getByRole('button', { name: 'Show this clinic’s specialists' }).click()
  await expect.poll(() => specialistChoices(noScript)).toEqual(['Dra. Valentina Rojas'])
  await expect(noScript.getByLabel('Clinic')).toHaveValue(/\d+/)
  await noScript.getByLabel('Specialist').selectOption({ label: 'Dra. Valentina Rojas' })
  await noScript.getByLabel('Start date').fill('2027-04-01')
  await noScript.getByRole('button', { name: 'Create plan' }).click()
  // The booking's plan was cancelled with its assessment: no duplicate, created at once.
  await expect(noScript.getByRole('heading', { level: 1, name: 'LASIK · Clínica Visión Andina · from Apr 1, 2027 · John Carter' })).toBeVisible()
  await noScript.goto(`/admin/patients/${patientId}/treatments/new`)
  await noScript.getByLabel('Treatment').selectOption({ label: 'LASIK' })
  await noScript.getByLabel('Clinic').selectOption({ label: 'Clínica Visión Andina' })
  await noScript.getByRole('button', { name: 'Show this clinic’s specialists' }).click()
  await noScript.getByLabel('Specialist').selectOption({ label: 'Dra. Valentina Rojas' })
  await noScript.getByLabel('Start date').fill('2027-05-01')
  await noScript.getByRole('button', { name: 'Create plan' }).click()
  const warning = noScript.getByRole('alert').filter({ hasText: 'John Carter already has a plan for this treatment at this clinic:' })
  await expect(warning.getByRole('link', { name: /^Open LASIK · Clínica Visión Andina · from Apr 1, 2027$/ })).toBeVisible()
  await warning.getByRole('checkbox', { name: /Create another plan anyway/ }).check()
  await noScript.getByRole('button', { name: 'Create plan' }).click()
  await expect(noScript.getByRole('heading', { level: 1, name: 'LASIK · Clínica Visión Andina · from May 1, 2027 · John Carter' })).toBeVisible()

  // The history of the cancelled appointment, in English.
  await page.goto(`/admin/appointments/${booked}`)
  const history = page.getByTestId('appointment-history')
  await expect(history.getByText(/^John Carter booked the appointment for \w{3}, \w{3} \d+, \d\d:\d\d \(clinic time\)$/)).toBeVisible()
  await expect(history.getByText(/^John Carter cancelled it and got US\$\d+ of US\$\d+ back$/)).toBeVisible()
  await expectNoAxeViolations(page)

  // The Audit page: the same sentences, the actor's name, the record linked.
  await page.goto('/admin/audit?action=treatment.create')
  const entry = page.getByRole('listitem').filter({ hasText: 'another of a treatment the patient already had there' })
  await expect(
    entry.getByText('Mark Evans created the treatment plan LASIK · John Carter, another of a treatment the patient already had there'),
  ).toBeVisible()
  await entry.getByRole('link', { name: 'Open LASIK · John Carter' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^LASIK · Clínica Visión Andina · from May 1, 2027 · John Carter$/ })).toBeVisible()
  await page.goto('/es/admin/audit?action=treatment.create')
  await expect(
    page.getByText('Mark Evans creó el plan de tratamiento LASIK · John Carter, otro de un tratamiento que el paciente ya tenía allí'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await request.dispose()
})

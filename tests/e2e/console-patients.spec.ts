import { expect, test, type Page } from '@playwright/test'
import { signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { expectNoAxeViolations } from './fixtures'
import { emailTo } from './mail'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * Treatment plans from the console (issue 12, item 4): a coordinator finds a
 * patient who signed up on the site, gives them a plan of three steps, and
 * the patient sees it in their account at once and is emailed their next step.
 */

async function addStep(page: Page, { title, date, status, note }: { title: string; date: string; status: string; note: string }) {
  const form = page.locator('form#add-step')
  await form.getByLabel('Título').fill(title)
  await form.getByLabel('Fecha').fill(date)
  await form.getByLabel('Estado').selectOption({ label: status })
  await form.getByLabel('Nota para el paciente').fill(note)
  await form.getByLabel(/Nota interna/).fill(`Interno: ${title}`)
  await form.getByRole('button', { name: 'Añadir el paso' }).click()
}

test('a coordinator gives a new patient a three-step plan, which the patient sees in their account and is emailed about', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000)
  const patientEmail = uniqueEmail('plan-patient')
  const patientPage = await (await browser.newContext()).newPage()
  await signUp(patientPage, { name: 'Inés Navarro', email: patientEmail, password: STRONG_PASSWORD }, '/es')

  await signedInStaff(page, 'coordinator', { spanish: true })
  await page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link', { name: 'Pacientes' }).click()
  await page.getByRole('searchbox', { name: 'Nombre, correo o teléfono' }).fill(patientEmail)
  // With JavaScript the search applies itself; Enter sends it at once (the button shows only when focused, or without JavaScript).
  await page.getByRole('searchbox', { name: 'Nombre, correo o teléfono' }).press('Enter')
  await expect(page).toHaveURL(/\?q=/)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: /Inés Navarro/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inés Navarro' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Nuevo plan de tratamiento' }).click()
  await waitForConsoleHydration(page)
  // Nothing chosen: each field says what it needs, and nothing is created.
  await page.getByRole('button', { name: 'Crear el plan' }).click()
  await expect(page.getByText('Indica una fecha.').first()).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel('Tratamiento').selectOption({ label: 'LASIK' })
  await page.getByLabel('Clínica').selectOption({ label: 'Clínica Visión Andina' })
  // The list follows the clinic and treatment: Clínica Visión Andina's LASIK specialists (issue 27, item 4).
  await page.getByLabel('Especialista').selectOption({ label: 'Dra. Valentina Rojas' })
  await page.getByLabel('Estado').selectOption({ label: 'En curso' })
  await page.getByLabel('Fecha de inicio').fill('2027-02-01')
  await page.getByRole('button', { name: 'Crear el plan' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Plan de tratamiento creado.' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'LASIK · Inés Navarro' })).toBeVisible()
  await waitForConsoleHydration(page)

  await addStep(page, { title: 'Examen inicial', date: '2027-02-01', status: 'Hecho', note: 'Todo en orden.' })
  await expect(page.getByRole('status').filter({ hasText: 'Paso guardado.' })).toBeVisible()
  await addStep(page, { title: 'Cirugía LASIK', date: '2027-02-10', status: 'Siguiente', note: 'Ven en ayunas.' })
  await expect(page.getByRole('status').filter({ hasText: 'El paciente ha recibido un correo sobre su siguiente paso.' })).toBeVisible()
  await addStep(page, { title: 'Control a la semana', date: '2027-02-17', status: 'Previsto', note: 'Revisión de la córnea.' })
  await expect(page.locator('summary').filter({ hasText: 'Control a la semana' })).toBeVisible()
  await expectNoAxeViolations(page)

  const email = await emailTo(patientEmail, (message) => message.subject === 'Tu siguiente paso: Cirugía LASIK')
  expect(email.text).toContain('Ven en ayunas.')

  // The patient sees the plan at once, with the notes meant for them and none of the internal ones.
  await patientPage.goto('/es/account')
  await patientPage.getByRole('link', { name: /LASIK/ }).first().click()
  const timeline = patientPage.locator('#timeline')
  for (const title of ['Examen inicial', 'Cirugía LASIK', 'Control a la semana'])
    await expect(timeline.getByText(title, { exact: true })).toBeVisible()
  await expect(patientPage.getByText('Ven en ayunas.')).toBeVisible()
  await expect(patientPage.getByText(/Interno:/)).toHaveCount(0)
  await expectNoAxeViolations(patientPage)
})

test('the patients pages in English: search, patient, and a visitor or patient gets 404', async ({ page, browser }) => {
  test.setTimeout(240_000)
  await signedInStaff(page, 'admin')
  await page.goto('/admin/patients?q=zzzz-nobody')
  await expect(page.getByText('No patient matches “zzzz-nobody”.')).toBeVisible()
  await expectNoAxeViolations(page)
  const visitor = await (await browser.newContext()).newPage()
  for (const path of ['/admin/patients', '/es/admin/patients/1', '/admin/patients/1/treatments/new'])
    expect((await visitor.goto(path))!.status(), path).toBe(404)
})

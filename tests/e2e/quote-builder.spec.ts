import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { databaseFile } from '../../playwright.config'
import { apiPatient } from './api-booking'
import { axeInLightAndDark } from './fixtures'
import { emailTo } from './mail'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * The console's quote builder (issue 30, "How it is checked"): a coordinator
 * working in Spanish opens a waiting request from a patient who writes in
 * English and thinks in US dollars, builds two options — Barcelona in euros
 * with Dr. Marc Ferrer, Bogotá in pesos with Dra. Valentina Rojas —, saves
 * and sees the dollar figures at today's reference rates, sends; the request
 * shows "Enviado", and the patient is emailed that their quote is ready,
 * without a single amount. The list and the builder pass axe, light and dark.
 */

const BARCELONA = 'Centre Oftalmològic Diagonal, Barcelona (EUR) — Dr. Marc Ferrer Soler'
const BOGOTA = 'Clínica Visión Andina, Bogotá (COP) — Dra. Valentina Rojas'

/**
 * What no journey can do yet from the patient's side here: a LASIK request waiting two days (in English, in
 * US dollars, for both clinics), and today's reference rates EUR→USD and EUR→COP, in the e2e database.
 */
function seedRequest(email: string) {
  const db = new Database(databaseFile, { fileMustExist: true })
  try {
    const now = new Date()
    const today = now.toISOString().slice(0, 10)
    const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10)
    const insertRate = db.prepare(
      `insert into exchange_rates (base_currency, quote_currency, rate, rate_date, source, entered_by, created_at)
       values (?, ?, ?, ?, ?, null, ?) on conflict do nothing`,
    )
    insertRate.run('EUR', 'USD', '1.0512', today, 'ecb', now.toISOString())
    insertRate.run('EUR', 'COP', '4321.55', today, 'manual', now.toISOString())
    const patient = db.prepare('select id from users where email = ?').get(email) as { id: number }
    const lasik = db.prepare("select id from services where slug = 'lasik'").get() as { id: number }
    const clinics = db
      .prepare("select id from clinics where slug in ('centre-oftalmologic-diagonal', 'clinica-vision-andina') order by id")
      .all() as {
      id: number
    }[]
    const waitingSince = new Date(now.getTime() - (2 * 24 + 4) * 3_600_000).toISOString()
    const answers = JSON.stringify([
      { question: 'How old are you?', answer: '34' },
      { question: 'Do you wear contact lenses?', answer: 'Soft lenses, daily.' },
    ])
    const row = db
      .prepare(
        `insert into quote_requests (patient_id, service_id, advise_me, destination_ids, clinic_ids, travel_from, travel_to, country, currency,
           answers, message, locale, status, consented_at, created_at, requested_at, updated_at)
         values (?, ?, 0, '', ?, ?, ?, 'US', 'USD', ?, ?, 'en', 'requested', ?, ?, ?, ?) returning id`,
      )
      .get(
        patient.id,
        lasik.id,
        clinics.map((clinic) => clinic.id).join(','),
        day(45),
        day(60),
        answers,
        'I would like to compare Barcelona and Bogotá for LASIK.',
        waitingSince,
        waitingSince,
        waitingSince,
        waitingSince,
      ) as { id: number }
    return row.id
  } finally {
    db.close()
  }
}

/** The line row of `kind` ("Cirujano y quirófano") in option `position`. */
const line = (page: Page, position: number, kind: string) =>
  page.getByRole('group', { name: `Opción ${position}` }).getByRole('group', { name: kind, exact: true })

test('a coordinator in Spanish builds two options in EUR and COP for a patient who thinks in USD, saves, sees the dollars and sends', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.130' } })
  const name = `Emily Quote ${Date.now()}`
  const patient = await apiPatient(request, name, 'en')
  await request.dispose()
  const requestId = seedRequest(patient.email)

  await signedInStaff(page, 'coordinator', { spanish: true, name: 'Ana Pérez' })
  // Today and the navigation say a request waits.
  const card = page.getByRole('region', { name: 'Solicitudes de presupuesto en espera' })
  await expect(card.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: /^Presupuestos \d+ en espera$/ })).toBeVisible()

  await page.goto('/es/admin/quotes')
  await waitForConsoleHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Presupuestos' })).toBeVisible()
  const row = page.getByRole('listitem').filter({ hasText: name })
  await expect(row).toContainText('escribe en inglés, paga en USD')
  await expect(row).toContainText(/Esperando 2 d [4-5] h/)
  await axeInLightAndDark(page)
  await row.getByRole('link', { name: `LASIK · solicitud ${requestId}` }).click()

  await expect(page.getByRole('heading', { level: 1, name: `LASIK para ${name}` })).toBeVisible()
  await expect(page.getByText('I would like to compare Barcelona and Bogotá for LASIK.')).toBeVisible()
  await page.getByRole('button', { name: 'Preparar un presupuesto' }).click()
  await expect(page.getByText('Borrador de presupuesto listo para rellenar.')).toBeVisible()
  await expect(page.getByRole('note')).toContainText('Escribe los textos para el paciente en inglés.')
  await waitForConsoleHydration(page)

  // Option 1: Barcelona, in euros, typed the Spanish way.
  await page.getByLabel('Nota para el paciente').fill('Dear Emily, here are two options for your LASIK.')
  await page.locator('#options\\.0\\.specialist').selectOption({ label: BARCELONA })
  await expect(page.getByText('Importes en EUR, la moneda de la clínica.')).toBeVisible()
  await line(page, 1, 'Cirujano y quirófano')
    .getByLabel(/importe en EUR/)
    .fill('1.800')
  await line(page, 1, 'Pruebas preoperatorias')
    .getByLabel(/importe en EUR/)
    .fill('150')
  await line(page, 1, 'Lente o implante')
    .getByLabel(/descripción/)
    .fill('No lens: laser only')
  await line(page, 1, 'Lente o implante')
    .getByLabel(/importe en EUR/)
    .fill('0')
  await line(page, 1, 'Alojamiento')
    .getByLabel(/cantidad/)
    .fill('3')
  await line(page, 1, 'Alojamiento')
    .getByLabel(/importe en EUR/)
    .fill('450')
  await page.getByLabel('No incluido').first().fill('Flights and meals.')
  // Option 2, folded while unused: Bogotá, in whole pesos.
  await page.getByText('Añadir la opción 2 (aún sin usar)').click()
  await page.locator('#options\\.1\\.specialist').selectOption({ label: BOGOTA })
  await line(page, 2, 'Cirujano y quirófano')
    .getByLabel(/importe en COP/)
    .fill('4.500.000')
  await line(page, 2, 'Anestesia')
    .getByLabel(/importe en COP/)
    .fill('350.000')
  // With script, the preview follows what is typed.
  await expect(page.getByRole('region', { name: 'Tal como lo escribes, para el paciente (aún sin guardar)' }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(page.getByText('Borrador guardado.')).toBeVisible()
  // Saved and drawn again with the dollar figures at today's rate: 1,950 EUR in the total is 2,049.84 USD.
  const barcelona = page.getByRole('group', { name: 'Opción 1' })
  await expect(barcelona.getByText('1 EUR = 1,0512 USD · tipo de referencia del BCE', { exact: false })).toBeVisible()
  await expect(barcelona.getByRole('row', { name: /Total incluido/ })).toContainText('2049,84 US$')
  await expect(barcelona.getByRole('row', { name: /Total incluido/ })).toContainText('1950 €')
  const bogota = page.getByRole('group', { name: 'Opción 2' })
  await expect(bogota.getByRole('row', { name: /Total incluido/ })).toContainText('4.850.000 COP')
  await expect(bogota.getByRole('row', { name: /Total incluido/ })).toContainText('US$')
  await waitForConsoleHydration(page)
  await axeInLightAndDark(page)

  await page.getByRole('button', { name: 'Enviar al paciente' }).click()
  await expect(page.getByText(`Presupuesto enviado a ${name}.`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: `Presupuesto ${requestId}-1` })).toBeVisible()
  await expect(page.getByText('Enviado').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Guardar borrador' })).toHaveCount(0)
  await expect(page.getByText('1 EUR = 1,0512 USD', { exact: false })).toBeVisible()

  // The list shows it sent; the patient is emailed in English that it is ready, with no amount and nothing medical.
  await page.goto('/es/admin/quotes?status=sent')
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Enviado')
  const email = await emailTo(patient.email, (message) => message.subject === 'Your quote is ready')
  expect(email.text).toContain(`/account/quotes/`)
  for (const secret of ['1.800', '1,800', '2049', '2,049', '4.500.000', '4,500,000', 'Barcelona', 'Bogotá', 'LASIK', 'EUR', 'COP']) {
    expect(`${email.text}\n${email.html}`, secret).not.toContain(secret)
  }
})

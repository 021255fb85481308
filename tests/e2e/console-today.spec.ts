import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { databaseFile } from '../../playwright.config'
import { expectNoAxeViolations } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * The console's Today (issue 12 item 1, issue 27 item 9): one agenda of
 * today's and tomorrow's appointments across the member's clinics, by time,
 * each row naming its clinic and linking to the appointment; clinic staff see
 * only their clinics. And the appointment list's bulk "Mark completed"
 * (issue 27 item 11): chosen rows, a dialog naming them, a summary of what was
 * done and skipped. Both languages; axe in light and dark.
 */

const BOGOTA = 'clinica-vision-andina'
const MADRID = 'clinica-oftalmologica-castellana'
const MINUTE = 60_000

let runs = 0

/** Appointments written straight into the e2e database (no patient can book a started one): [clinic slug, minutes from now, first name, status]. */
function seedAppointments(lastName: string, rows: [string, number, string, ('confirmed' | 'pending_payment')?][]) {
  const db = new Database(databaseFile, { fileMustExist: true })
  try {
    const at = new Date().toISOString()
    const email = `today-${Date.now()}-${++runs}@example.com`
    const user = db
      .prepare('insert into users (name, email, password_hash, locale, created_at, updated_at) values (?, ?, ?, ?, ?, ?) returning id')
      .get(`Paciente ${lastName}`, email, 'not-a-hash', 'es', at, at) as { id: number }
    const service = db.prepare("select id from services where slug = 'lasik'").get() as { id: number }
    return rows.map(([slug, minutes, firstName, status = 'confirmed']) => {
      const clinic = db.prepare('select id from clinics where slug = ?').get(slug) as { id: number }
      const starts = new Date(Date.now() + minutes * MINUTE)
      const row = db
        .prepare(
          `insert into appointments (user_id, service_id, clinic_id, kind, status, starts_at, ends_at, created_at, patient_first_name, patient_last_name, patient_email, hold_expires_at)
           values (?, ?, ?, 'assessment', ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        )
        .get(
          user.id,
          service.id,
          clinic.id,
          status,
          starts.toISOString(),
          new Date(starts.getTime() + 30 * MINUTE).toISOString(),
          at,
          firstName,
          lastName,
          email,
          status === 'pending_payment' ? new Date(Date.now() + 8 * MINUTE).toISOString() : null,
        ) as { id: number }
      return row.id
    })
  } finally {
    db.close()
  }
}

const localDay = (at: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at))

/**
 * Minutes from now that fall on today in both clinics, in the same order: as given when they do; run in the
 * last hour and a half before midnight in Bogotá or Madrid, the same spacing two hours earlier (still today,
 * earlier the same day), so the agenda's "today" holds them all whatever the time CI runs at.
 */
function todayInBothClinics(minutes: number[]) {
  const now = Date.now()
  const today = (offset: number) => ['America/Bogota', 'Europe/Madrid'].every((zone) => localDay(now + offset * MINUTE, zone) === localDay(now, zone))
  return minutes.every(today) ? minutes : minutes.map((offset) => offset - 120)
}

const agendaRows = (page: Page, lastName: string) =>
  page
    .getByRole('region', { name: /Appointments today and tomorrow|Citas de hoy y de mañana/ })
    .getByRole('link')
    .filter({ hasText: lastName })

test('Today lists appointments across clinics in one agenda by time, each linked, in English and Spanish, light and dark', async ({ page }) => {
  test.setTimeout(180_000)
  const lastName = `Agenda${Date.now()}`
  // Within an hour and a half of now, today in both clinics.
  const [inAna, inBruno, inCarla] = todayInBothClinics([50, 25, 80])
  const [ana, bruno, carla] = seedAppointments(lastName, [
    [MADRID, inAna!, 'Ana'],
    [BOGOTA, inBruno!, 'Bruno'],
    [MADRID, inCarla!, 'Carla'],
  ])
  const [hold] = seedAppointments(`${lastName}Hold`, [[BOGOTA, 3 * 24 * 60, 'Dora', 'pending_payment']])
  await signedInStaff(page, 'coordinator')
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  const rows = agendaRows(page, lastName)
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText(`Bruno ${lastName}`)
  await expect(rows.nth(0)).toContainText('Clínica Visión Andina')
  await expect(rows.nth(1)).toContainText(`Ana ${lastName}`)
  await expect(rows.nth(1)).toContainText('Clínica Oftalmológica Castellana')
  await expect(rows.nth(2)).toContainText(`Carla ${lastName}`)
  await expect(rows.nth(0)).toHaveAttribute('href', `/admin/appointments/${bruno}`)
  await expect(rows.nth(1)).toHaveAttribute('href', `/admin/appointments/${ana}`)
  await expect(rows.nth(2)).toHaveAttribute('href', `/admin/appointments/${carla}`)
  // The clinic's time (Bogotá's for Bruno, Madrid's for Ana), in words, never ISO.
  const clinicTime = async (row: number, locale: string, timeZone: string) => {
    const instant = await rows.nth(row).locator('time').getAttribute('datetime')
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(instant!))
  }
  await expect(rows.nth(0).locator('time')).toHaveText(await clinicTime(0, 'en', 'America/Bogota'))
  await expect(rows.nth(1).locator('time')).toHaveText(await clinicTime(1, 'en', 'Europe/Madrid'))
  // A hold lapsing within 15 minutes needs action.
  const needsAction = page.getByRole('region', { name: 'Needs action' })
  await expect(needsAction.getByRole('link', { name: new RegExp(`Dora ${lastName}Hold`) })).toHaveAttribute('href', `/admin/appointments/${hold}`)
  await expect(page.getByRole('heading', { level: 2, name: /^This week · / })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/es/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const filas = agendaRows(page, lastName)
  await expect(filas).toHaveCount(3)
  await expect(filas.nth(0)).toContainText(`Bruno ${lastName}`)
  await expect(filas.nth(1)).toContainText(`Ana ${lastName}`)
  await expect(filas.nth(2)).toContainText(`Carla ${lastName}`)
  await expect(filas.nth(0)).toHaveAttribute('href', `/es/admin/appointments/${bruno}`)
  await expect(
    page.getByRole('region', { name: 'Requiere tu atención' }).getByRole('link', { name: new RegExp(`Dora ${lastName}Hold`) }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 390, height: 844 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBe(0)
  await filas.nth(1).click()
  await expect(page).toHaveURL(new RegExp(`/es/admin/appointments/${ana}$`))
})

test('a clinic staff member’s agenda holds only their own clinic', async ({ page }) => {
  test.setTimeout(180_000)
  const lastName = `Propia${Date.now()}`
  seedAppointments(lastName, [
    [BOGOTA, 30, 'Elena'],
    [MADRID, 20, 'Fermín'],
  ])
  await signedInStaff(page, 'clinic_staff', { clinics: [BOGOTA], spanish: true })
  const rows = agendaRows(page, lastName)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`Elena ${lastName}`)
  await expect(page.getByText(`Fermín ${lastName}`)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

for (const spanish of [false, true]) {
  test(`bulk “Mark completed” on the appointment list asks in a dialog, then says what was done and skipped (${spanish ? 'Spanish' : 'English'})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const lastName = `Lote${spanish ? 'Es' : 'En'}${Date.now()}`
    const [first, second, upcoming] = seedAppointments(lastName, [
      [BOGOTA, -120, 'Gala'],
      [BOGOTA, -60, 'Hugo'],
      [BOGOTA, 240, 'Inés'],
    ])
    await signedInStaff(page, 'coordinator', { spanish })
    const prefix = spanish ? '/es' : ''
    await page.goto(`${prefix}/admin/appointments?patient=${lastName}`)
    await waitForConsoleHydration(page)
    const table = page.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(4)
    await page.getByRole('checkbox', { name: spanish ? 'Seleccionar todas las de esta página' : 'Select all on this page' }).check()
    await expect(page.getByRole('heading', { name: spanish ? '3 citas seleccionadas' : '3 appointments selected' })).toBeVisible()
    await page.getByRole('button', { name: spanish ? 'Marcar como completadas' : 'Mark completed' }).click()
    const dialog = page.getByRole('dialog', { name: spanish ? '¿Marcar 3 citas como completadas?' : 'Mark 3 appointments completed?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('listitem')).toHaveCount(3)
    await expect(dialog.getByRole('listitem').filter({ hasText: `Inés ${lastName}` })).toContainText(
      spanish ? 'se omitirá: aún no ha empezado' : 'will be skipped: not started yet',
    )
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: spanish ? 'Marcar 2 como completadas' : 'Mark 2 completed' }).click()
    await expect(
      page.getByText(spanish ? '2 marcadas como completadas, 1 omitida: aún no ha empezado' : '2 marked completed, 1 skipped: not started yet'),
    ).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/appointments\\?patient=${lastName}$`))
    const done = spanish ? 'Completada' : 'Completed'
    for (const id of [first, second]) {
      await expect(table.getByRole('row').filter({ has: page.locator(`a[href$="/admin/appointments/${id}"]`) })).toContainText(done)
    }
    await expect(table.getByRole('row').filter({ has: page.locator(`a[href$="/admin/appointments/${upcoming}"]`) })).not.toContainText(done)
  })
}

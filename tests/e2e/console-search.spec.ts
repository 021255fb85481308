import Database from 'better-sqlite3'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { databaseFile } from '../../playwright.config'
import { apiPatient, bookAndPay, freeHours } from './api-booking'
import { expectNoAxeViolations } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * Finding things in the console (issue 27, items 8 and 10), in both
 * languages: the header's search box, keyboard only ("/", type, arrows,
 * Enter), finds a patient by "612 345" (booked as +34 612 345 6xx) and by
 * "ruiz carmen", and shows their phone and next appointment; it works without
 * JavaScript too. The shortcuts (g a, g p, g t, [ ], ?) and their help
 * overlay; filters that apply as they change and stay in the URL. Axe with
 * the results popover and the help overlay open.
 */

const CLINIC = 'clinica-vision-andina'

/** The booking's phone, as a patient could have typed it. */
function bookedWithPhone(appointmentId: number, phone: string) {
  const db = new Database(databaseFile, { fileMustExist: true })
  try {
    db.prepare('update appointments set patient_phone = ? where id = ?').run(phone, appointmentId)
  } finally {
    db.close()
  }
}

let addresses = 0

/** A patient named `Carmen Ruiz <surname>` with a paid LASIK assessment, booked with `phone`. */
async function carmen(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  surname: string,
  phone: string,
  hour: number,
) {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${130 + ++addresses}` } })
  const patient = await apiPatient(request, `Carmen Ruiz ${surname}`)
  const id = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: CLINIC,
    startsAt: (await freeHours(request, 'lasik', CLINIC))[hour]!,
    name: ['Carmen', `Ruiz ${surname}`],
  })
  bookedWithPhone(id, phone)
  await request.dispose()
  return { id, email: patient.email }
}

/** Types into the focused search box, then moves down the results with the arrow key until `name` is the highlighted one. */
async function highlight(page: Page, name: string) {
  const option = page.getByRole('option', { name, exact: true })
  await expect(option).toBeVisible()
  for (let step = 0; step < 12 && (await option.getAttribute('data-focused')) !== 'true'; step++) await page.keyboard.press('ArrowDown')
  await expect(option).toHaveAttribute('data-focused', 'true')
}

for (const { spanish, prefix, surname, phone, hour, words } of [
  {
    spanish: false,
    prefix: '',
    surname: 'Vidal',
    phone: '+34 612 345 678',
    hour: 2,
    words: {
      search: 'Search the console',
      patients: 'Patients',
      results: 'Results for “ruiz carmen”',
      next: /Next: .* · LASIK, Clínica Visión Andina/,
      shortcuts: 'Keyboard shortcuts',
      appointments: 'Appointments',
      today: 'Today',
      status: 'Status',
      confirmed: 'Confirmed',
    },
  },
  {
    spanish: true,
    prefix: '/es',
    surname: 'Soler',
    phone: '+34 612-345-670',
    hour: 4,
    words: {
      search: 'Buscar en la consola',
      patients: 'Pacientes',
      results: 'Resultados de «ruiz carmen»',
      next: /Próxima: .* · LASIK, Clínica Visión Andina/,
      shortcuts: 'Atajos de teclado',
      appointments: 'Citas',
      today: 'Hoy',
      status: 'Estado',
      confirmed: 'Confirmada',
    },
  },
]) {
  test(`${spanish ? 'Spanish' : 'English'}: the search box, keyboard only, finds a patient by “612 345” and by “ruiz carmen”`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    const { email } = await carmen(playwright, baseURL, surname, phone, hour)
    await signedInStaff(page, 'coordinator', { spanish })
    await waitForConsoleHydration(page)
    const box = page.getByRole('search', { name: words.search }).locator('input')

    // "/" focuses the box from anywhere on the page; the results appear as you type.
    await page.locator('main h1').click()
    await page.keyboard.press('/')
    await expect(box).toBeFocused()
    await page.keyboard.type('612 345')
    await highlight(page, `Carmen Ruiz ${surname}`)
    await expect(page.getByRole('option', { name: `Carmen Ruiz ${surname}`, exact: true })).toContainText(phone)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: `Carmen Ruiz ${surname}` })).toBeVisible()
    await expect(page.getByText(email).first()).toBeVisible()

    // Ctrl-K too; words in any order; Enter with no result highlighted opens the results page.
    await page.locator('main h1').click()
    await page.keyboard.press('Control+k')
    await expect(box).toBeFocused()
    await page.keyboard.type('ruiz carmen')
    await expect(page.getByRole('option', { name: `Carmen Ruiz ${surname}`, exact: true })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/search\\?q=ruiz\\+carmen$`))
    await expect(page.getByRole('heading', { level: 1, name: words.results })).toBeVisible()
    const patients = page.getByRole('region', { name: new RegExp(`^${words.patients}`) })
    const row = patients.getByRole('link', { name: new RegExp(`Carmen Ruiz ${surname}`) })
    await expect(row).toContainText(phone)
    await expect(row).toContainText(words.next)
    await expect(box).toHaveValue('ruiz carmen')
    await expectNoAxeViolations(page)

    // "?" opens the help overlay, in the reader's language; Escape closes it.
    await page.locator('main h1').click()
    await page.keyboard.press('Shift+?')
    const help = page.getByRole('dialog', { name: words.shortcuts })
    await expect(help).toBeVisible()
    await expect(help.locator('kbd').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()

    // g a, g p, g t: the sections; never while typing in a field.
    await page.keyboard.press('g')
    await page.keyboard.press('a')
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/appointments$`))
    await expect(page.getByRole('heading', { level: 1, name: words.appointments })).toBeVisible()
    await box.focus()
    await page.keyboard.type('gp')
    await expect(box).toHaveValue('gp')
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/appointments$`))
    await page.keyboard.press('Escape')
    await page.locator('main h1').click()
    await page.keyboard.press('g')
    await page.keyboard.press('p')
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/patients$`))
    await page.keyboard.press('g')
    await page.keyboard.press('t')
    await expect(page.getByRole('heading', { level: 1, name: words.today })).toBeVisible()
  })
}

test('the search works without JavaScript: the header’s form opens the results page', async ({ browser, page, playwright, baseURL }) => {
  test.setTimeout(240_000)
  await carmen(playwright, baseURL, 'Sin Script', '+34 612 345 611', 6)
  const staff = await signedInStaff(page, 'admin')
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() })
  const plain = await noScript.newPage()
  await plain.goto('/es/admin/inbox')
  await plain.getByRole('search', { name: 'Buscar en la consola' }).locator('input').fill('612 345 611')
  await plain.keyboard.press('Enter')
  await expect(plain).toHaveURL(/\/es\/admin\/search\?q=612\+345\+611$/)
  await expect(plain.getByRole('region', { name: /^Pacientes/ }).getByRole('link', { name: /Carmen Ruiz Sin Script/ })).toContainText(
    '+34 612 345 611',
  )
  // Filters without JavaScript: the button sends them.
  await plain.goto('/admin/appointments')
  await plain.getByLabel('Status').selectOption({ label: 'Confirmed' })
  await plain.getByRole('button', { name: 'Filter' }).click()
  await expect(plain).toHaveURL(/status=confirmed/)
  await noScript.close()
  expect(staff.email).toBeTruthy()
})

test('filters apply as they change, the URL keeps them and Back goes to the previous ones; [ and ] move the calendar', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000)
  // Named by email: a retry books another Carmen Ruiz Filtros.
  const { email } = await carmen(playwright, baseURL, 'Filtros', '+34 612 345 622', 8)
  await signedInStaff(page, 'coordinator')
  await page.goto('/admin/appointments')
  await waitForConsoleHydration(page)
  // No button to press with JavaScript (it shows only when focused).
  await expect(page.getByRole('button', { name: 'Filter' })).not.toBeInViewport()
  await page.getByLabel('Status').selectOption({ label: 'Confirmed' })
  await expect(page).toHaveURL(/status=confirmed/)
  await page.getByLabel('Patient name or email').fill('ruiz filtros')
  await expect(page).toHaveURL(/patient=ruiz\+filtros/)
  await expect(page.getByRole('cell', { name: `Carmen Ruiz Filtros ${email}` })).toBeVisible()
  await expect(page.getByLabel('Patient name or email')).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(/status=confirmed/)
  await expect(page).not.toHaveURL(/patient=ruiz/)
  await expect(page.getByLabel('Patient name or email')).toHaveValue('')
  await expect(page.getByLabel('Status')).toHaveValue('confirmed')

  // The calendar: ] next, [ previous (a day, in the day view).
  await page.goto(`/admin/appointments/calendar?view=day&date=2027-03-10`)
  await waitForConsoleHydration(page)
  await page.keyboard.press(']')
  await expect(page).toHaveURL(/date=2027-03-11/)
  await page.keyboard.press('[')
  await expect(page).toHaveURL(/date=2027-03-10/)
  await page.keyboard.press('[')
  await expect(page).toHaveURL(/date=2027-03-09/)
  await page.getByLabel('View').selectOption('week')
  await expect(page).toHaveURL(/view=week/)
})

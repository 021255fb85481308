import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { databaseFile } from '../../playwright.config'
import { apiPatient, bookAndPay, freeHours, startedAnHourAgo } from './api-booking'
import { expectNoAxeViolations } from './fixtures'
import { emailTo } from './mail'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * Confirm and undo on the console's appointment page (issue 27, items 1-2;
 * docs/decisions/032): a cancel asks in a dialog that says what will happen,
 * with a reason, and tells the patient the chosen reason, by keyboard alone;
 * a no-show is undone while its email waits; without script the same forms
 * pass through a confirmation step on the page.
 */

const HOME = 'clinica-vision-andina'
const shots = 'test-results/console-confirm'

/** The outbox rows of one kind to one address (sent or still waiting). */
function outboxRows(recipient: string, kind: string) {
  const db = new Database(databaseFile, { fileMustExist: true })
  try {
    return db.prepare('select status from email_outbox where recipient = ? and kind = ?').all(recipient, kind) as { status: string }[]
  } finally {
    db.close()
  }
}

async function screenshots(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: `${shots}/${name}-${scheme}.png`, fullPage: false })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

test('a cancel asks in a dialog, by keyboard alone, and tells the patient the chosen reason; Escape changes nothing', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.61' } })
  const patient = await apiPatient(request, 'John Carter', 'en')
  const id = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: HOME,
    startsAt: (await freeHours(request, 'lasik', HOME))[7]!,
    name: ['John', 'Carter'],
  })
  await signedInStaff(page, 'coordinator', { name: 'Mark Evans' })
  await page.goto(`/admin/appointments/${id}`)
  await waitForConsoleHydration(page)

  const refund = page.getByLabel(/^Refund/)
  const paid = Number(await refund.inputValue())
  // Keyboard only: into the refund field, type half, Tab to the button, Enter.
  await refund.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(String(paid / 2))
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' })
  await expect(dialog).toBeVisible()
  await expect(
    dialog.getByText(
      /^Cancel John Carter's LASIK on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M, clinic time\. Refund US\$60 of US\$120\. Email John in Spanish\.$/,
    ),
  ).toBeVisible()
  await expect(dialog.getByText('This cannot be undone: the refund goes through the payment provider as soon as you confirm.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Yes, cancel it' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await screenshots(page, 'cancel-dialog-en-desktop')

  // Escape closes it: nothing was done, focus is back on the button.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toBeFocused()
  await expect(page.getByRole('heading', { level: 2, name: "Cancel on the clinic's side" })).toBeVisible()

  // Again, and this time through: a reason from the list (typed), words, tell the patient, confirm.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const reason = dialog.getByLabel('Reason', { exact: true })
  while (!(await reason.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab')
  await page.keyboard.type('Clinic')
  await expect(reason).toHaveValue('clinic_closed')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Water leak on the second floor')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('checkbox', { name: 'Tell the patient the reason' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Yes, cancel it' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: /^Appointment cancelled and US\$.+ refunded\./ })).toBeVisible()
  await expect(page.getByText('Nothing left to do on this appointment.')).toBeVisible()

  // The patient is told, in their language, the listed reason, not the team's words.
  const email = await emailTo(patient.email, (message) => message.subject.startsWith('Tu valoración preoperatoria ha sido cancelada'))
  expect(email.text).toContain('El motivo: la clínica cierra ese día.')
  expect(email.text).not.toContain('Water leak')
  await request.dispose()
})

test('a no-show is confirmed with a reason and undone while its email waits: the appointment is back, no email leaves (Spanish, phone)', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.62' } })
  const patient = await apiPatient(request, 'Marta Gil')
  const id = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: HOME,
    startsAt: (await freeHours(request, 'lasik', HOME))[9]!,
    name: ['Marta', 'Gil'],
  })
  const upcoming = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: HOME,
    startsAt: (await freeHours(request, 'lasik', HOME))[11]!,
    name: ['Marta', 'Gil'],
  })
  startedAnHourAgo(id)
  await page.setViewportSize({ width: 390, height: 844 })
  await signedInStaff(page, 'coordinator', { spanish: true })

  // The slot picker and the move dialog, on a phone, for a look.
  await page.goto(`/es/admin/appointments/${upcoming}`)
  await waitForConsoleHydration(page)
  await page.getByRole('heading', { level: 2, name: 'Mover a otra hora' }).scrollIntoViewIfNeeded()
  await screenshots(page, 'slot-picker-es-phone')
  await page
    .getByRole('group', { name: /^Horas libres del / })
    .locator('label')
    .first()
    .click()
  await page.getByRole('button', { name: 'Revisar el cambio…' }).click()
  const moveDialog = page.getByRole('alertdialog', { name: '¿Mover esta cita?' })
  await expect(moveDialog.getByText('No se puede deshacer desde aquí: para volver atrás, muévela otra vez.')).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'move-dialog-es-phone')
  await moveDialog.getByRole('button', { name: 'Volver' }).click()
  await expect(moveDialog).toBeHidden()

  await page.goto(`/es/admin/appointments/${id}`)
  await waitForConsoleHydration(page)
  await page.getByRole('button', { name: 'Marcar que no se presentó' }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Marcar que no vino?' })
  await expect(dialog.getByText(/^Vas a marcar que Marta Gil no vino a su .+ del .+\. Marta recibirá en español un correo/)).toBeVisible()
  await expect(dialog.getByText('Podrás deshacerlo durante 15 segundos: el correo espera hasta entonces.')).toBeVisible()
  // A confirmation without a reason is asked again (the browser's own check is skipped to reach the server's).
  await dialog.locator('form').evaluate((form) => form.setAttribute('novalidate', ''))
  await dialog.getByRole('button', { name: 'Sí, no vino' }).click()
  await expect(dialog.getByText('Elige un motivo.')).toBeVisible()
  await dialog.getByLabel('Motivo', { exact: true }).selectOption('did_not_arrive')
  await dialog.getByRole('button', { name: 'Sí, no vino' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Marcada como no presentada\.$/ })).toBeVisible()
  const undo = page.getByRole('button', { name: 'Deshacer' })
  await expect(undo).toBeVisible()
  await screenshots(page, 'undo-es-phone')
  await undo.click()
  await expect(page.getByRole('status').filter({ hasText: /^Deshecho: la cita vuelve a estar confirmada/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Marcar que no se presentó' })).toBeVisible()
  expect(outboxRows(patient.email, 'booking.no_show')).toEqual([])
  await request.dispose()
})

test('without script, a no-show and a cancel pass through a confirmation step on the page before anything is done', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.63' } })
  const patient = await apiPatient(request, 'Pedro Luna')
  const id = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: HOME,
    startsAt: (await freeHours(request, 'lasik', HOME))[13]!,
    name: ['Pedro', 'Luna'],
  })
  await signedInStaff(page, 'coordinator')
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), baseURL })
  const plain = await noScript.newPage()
  await plain.goto(`/admin/appointments/${id}`)
  await plain.getByRole('button', { name: 'Cancel appointment' }).click()
  const step = plain.getByRole('region', { name: 'Cancel this appointment?' })
  await expect(step.getByText(/^Cancel Pedro Luna's .+\. Refund US\$.+ of US\$.+\. Email Pedro in Spanish\.$/)).toBeVisible()
  // (axe runs as a script, so it checks the same step in the dialog above, not here.)
  await screenshots(plain, 'cancel-step-en-noscript')
  // "Go back" is a plain link: nothing was done.
  await step.getByRole('link', { name: 'Go back' }).click()
  await expect(plain.getByRole('region', { name: 'Cancel this appointment?' })).toHaveCount(0)
  await plain.getByRole('button', { name: 'Cancel appointment' }).click()
  await step.getByLabel('Reason', { exact: true }).selectOption('patient_asked')
  await step.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(plain.getByText('Nothing left to do on this appointment.')).toBeVisible()
  await noScript.close()
  await request.dispose()
})

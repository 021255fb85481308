import { expect, test } from '@playwright/test'
import { documentFiles } from '../setup/document-files'
import { signIn } from './accounts'
import { apiPatient } from './api-booking'
import { axeInLightAndDark, waitForHydration } from './fixtures'
import { outboxEmails } from './mail'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * Care conversations across both sides (issue 29, "How it is checked"): a
 * patient writes with a file; a coordinator working in Spanish finds it in
 * Conversations, reads the file, adds an internal note and answers with a
 * file of their own; the patient's open page shows the answer without
 * reloading and never the note; no email carries what either wrote; clinic
 * staff of another clinic meet the conversation and its files as addresses
 * that do not exist. The console's pages pass axe in both languages, light
 * and dark, and the conversation is answered with the keyboard only.
 */

const QUESTION = 'Tengo miopía de -6 y me operan el lunes: ¿puedo volar el miércoles?'
const NOTE = 'Revisar la topografía antes de contestar sobre el vuelo.'
const ANSWER = 'Sí, a partir del segundo día, con gafas de sol y lágrimas artificiales.'

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(documentFiles.pdf) })

test('a patient asks with a file; a coordinator in Spanish notes and answers with a file; the patient sees the answer live, never the note', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.181' } })
  const patient = await apiPatient(request, 'Irene Marín', 'en')
  await request.dispose()

  // The patient writes, in English, with a prescription.
  const patientPage = await (await browser.newContext()).newPage()
  // Signed out, the page asks to sign in first and comes back.
  await patientPage.goto('/account/care-team')
  await signIn(patientPage, patient.email, 'Claravia#2026x')
  await expect(patientPage).toHaveURL(/\/account\/care-team$/)
  await waitForHydration(patientPage)
  await patientPage.getByLabel('Message', { exact: true }).fill(QUESTION)
  await patientPage.getByLabel('Attach files (optional)').setInputFiles(pdf('prescription.pdf'))
  await patientPage.getByRole('button', { name: 'Send message' }).click()
  await expect(patientPage.getByText('Message sent to your care team.')).toBeVisible()
  await expect(patientPage.getByRole('link', { name: /prescription\.pdf/ })).toBeVisible()

  // A coordinator working in Spanish finds it among those waiting, longest first.
  const staffPage = await (await browser.newContext()).newPage()
  await signedInStaff(staffPage, 'coordinator', { spanish: true, name: 'Ana Pérez' })
  await staffPage.goto('/es/admin/conversations?show=waiting')
  await waitForConsoleHydration(staffPage)
  await axeInLightAndDark(staffPage)
  await staffPage.getByRole('link', { name: /Irene Marín/ }).click()
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Irene Marín' })).toBeVisible()
  await expect(staffPage.getByText(QUESTION)).toBeVisible()
  await expect(staffPage.getByText(/^Esperando/)).toBeVisible()
  const fileLink = staffPage.getByRole('link', { name: /prescription\.pdf/ })
  const download = await staffPage.request.get(new URL((await fileLink.getAttribute('href'))!, baseURL).href)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('application/pdf')
  await waitForConsoleHydration(staffPage)
  await axeInLightAndDark(staffPage)

  // An internal note first, typed and sent with the keyboard only.
  await staffPage.getByLabel('Mensaje', { exact: true }).focus()
  await staffPage.keyboard.type(NOTE)
  await staffPage.keyboard.press('Tab')
  await expect(staffPage.getByLabel('Adjuntos (opcional)')).toBeFocused()
  await staffPage.keyboard.press('Tab')
  await staffPage.keyboard.press('Tab')
  await expect(staffPage.getByRole('button', { name: 'Añadir nota interna' })).toBeFocused()
  await staffPage.keyboard.press('Enter')
  await expect(staffPage.getByText('Nota interna añadida.')).toBeVisible()
  await expect(staffPage.getByRole('article', { name: 'Nota interna' })).toContainText(NOTE)
  // Still waiting: a note is no answer.
  await expect(staffPage.getByText(/^Esperando/)).toBeVisible()

  // Then the answer, with a file.
  await staffPage.getByLabel('Mensaje', { exact: true }).fill(ANSWER)
  await staffPage.getByLabel('Adjuntos (opcional)').setInputFiles(pdf('cuidados-tras-lasik.pdf'))
  await staffPage.getByRole('button', { name: 'Enviar al paciente' }).click()
  await expect(staffPage.getByText('Mensaje enviado al paciente.')).toBeVisible()
  await expect(staffPage.getByText('Nada pendiente de respuesta')).toBeVisible()
  const conversationPath = new URL(staffPage.url()).pathname.replace(/^\/es/, '')

  // The patient's open page shows it without reloading: the answer and its file, never the note.
  await expect(patientPage.getByText(ANSWER)).toBeVisible({ timeout: 15_000 })
  await expect(patientPage.getByRole('link', { name: /cuidados-tras-lasik\.pdf/ })).toBeVisible()
  await expect(patientPage.getByText(NOTE)).toHaveCount(0)
  const theirFile = await patientPage.request.get(
    new URL((await patientPage.getByRole('link', { name: /cuidados-tras-lasik\.pdf/ }).getAttribute('href'))!, baseURL).href,
  )
  expect(theirFile.status()).toBe(200)
  // The coordinator sees that the patient read it.
  await expect(staffPage.getByText('Leído por el paciente')).toBeVisible({ timeout: 15_000 })

  // No email carries what either side wrote.
  const emails = await outboxEmails()
  for (const text of [QUESTION, NOTE, ANSWER, 'miopía', 'topografía']) {
    expect(emails.filter((email) => `${email.subject}\n${email.text}\n${email.html}`.includes(text))).toEqual([])
  }

  // Clinic staff of a clinic where the patient is not treated: the conversation and its files do not exist for them.
  const outsiderPage = await (await browser.newContext()).newPage()
  await signedInStaff(outsiderPage, 'clinic_staff', { clinics: ['clinica-oftalmologica-castellana'] })
  const attachmentPath = new URL((await fileLink.getAttribute('href'))!, baseURL).pathname.replace(/^\/es/, '')
  for (const path of [conversationPath, attachmentPath, '/admin/conversations']) {
    const response = await outsiderPage.goto(path)
    if (path === '/admin/conversations') {
      expect(response!.status()).toBe(200)
      await expect(outsiderPage.getByRole('link', { name: /Irene Marín/ })).toHaveCount(0)
    } else {
      expect(response!.status(), path).toBe(404)
    }
  }
})

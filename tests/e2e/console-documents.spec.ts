import { expect, test } from '@playwright/test'
import { documentFiles } from '../setup/document-files'
import { DEMO, signIn, signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { expectNoAxeViolations } from './fixtures'
import { emailTo } from './mail'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * Documents on a treatment (issue 12, item 4): a coordinator attaches a
 * report to the demo patient's treatment; a file that only claims to be an
 * image is refused; the patient downloads the report from their account;
 * another patient and a visitor get 404 for its address.
 */

test('a coordinator attaches a report, an impostor image is refused, and only the patient downloads it', async ({ page, browser }) => {
  test.setTimeout(360_000)
  const fileName = `informe-${Date.now()}.pdf`
  await signedInStaff(page, 'coordinator')
  await page.goto(`/admin/patients?q=${encodeURIComponent(DEMO.email)}`)
  await page.getByRole('link', { name: new RegExp(DEMO.name) }).click()
  await page.getByRole('link', { name: /LASIK/ }).first().click()
  await waitForConsoleHydration(page)
  const documents = page.getByRole('region', { name: 'Documents' })
  await expect(documents).toBeVisible()

  // Nothing chosen, then an HTML page named like a photo: clear errors, nothing attached.
  await documents.getByRole('button', { name: 'Attach document' }).click()
  await expect(documents.getByText('Choose a file to attach.')).toBeVisible()
  await documents.getByLabel(/^File/).setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(documentFiles.html) })
  await documents.getByRole('button', { name: 'Attach document' }).click()
  await expect(documents.getByText(/Only PDF, JPEG and PNG files can be attached/)).toBeVisible()
  await expect(documents.getByRole('link', { name: 'Download scan.jpg' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await documents.getByLabel(/^File/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(documentFiles.pdf) })
  await documents.getByRole('button', { name: 'Attach document' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Document attached.' })).toBeVisible()
  const staffLink = documents.getByRole('link', { name: `Download ${fileName}` })
  await expect(staffLink).toBeVisible()
  // The patient is told by email, with a link to their documents, never the file itself.
  const email = await emailTo(DEMO.email, (message) => message.subject.endsWith(fileName))
  expect(email.text).toContain('/account/treatments/')
  const staffHref = (await staffLink.getAttribute('href'))!
  const staffDownload = await page.request.get(staffHref)
  expect(staffDownload.headers()['content-type']).toBe('application/pdf')
  await expectNoAxeViolations(page)

  // The patient, in Spanish: the document is listed and downloads as the same bytes.
  const patient = await (await browser.newContext()).newPage()
  await signIn(patient, DEMO.email, DEMO.password, '/es')
  await expect(patient).toHaveURL(/\/es\/account$/)
  await patient.getByRole('link', { name: /LASIK/ }).first().click()
  const patientLink = patient.getByRole('link', { name: `Descargar ${fileName}` })
  await expect(patientLink).toBeVisible()
  await expectNoAxeViolations(patient)
  const [download] = await Promise.all([patient.waitForEvent('download'), patientLink.click()])
  expect(download.suggestedFilename()).toBe(fileName)
  const href = (await patientLink.getAttribute('href'))!
  const response = await patient.request.get(href)
  expect(response.status()).toBe(200)
  expect(Buffer.from(await response.body()).equals(Buffer.from(documentFiles.pdf))).toBe(true)
  expect(response.headers()['cache-control']).toBe('private, no-store')

  // Nobody else: another patient, a visitor.
  const stranger = await (await browser.newContext()).newPage()
  await signUp(stranger, { name: 'Otro Paciente', email: uniqueEmail('documents-stranger'), password: STRONG_PASSWORD })
  expect((await stranger.request.get(href)).status()).toBe(404)
  const visitor = await browser.newContext()
  expect((await visitor.request.get(href, { maxRedirects: 0 })).status()).not.toBe(200)
  expect((await visitor.request.get(staffHref)).status()).toBe(404)

  // Removed by staff: gone for the patient too.
  await documents.getByRole('button', { name: `Remove ${fileName}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Document removed.' })).toBeVisible()
  expect((await patient.request.get(href)).status()).toBe(404)
})

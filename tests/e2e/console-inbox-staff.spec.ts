import { expect, test, type Page } from '@playwright/test'
import { uniqueEmail } from './accounts'
import { expectNoAxeViolations, waitForHydration } from './fixtures'
import { emailTo } from './mail'
import { acceptInvitation, signedInStaff, waitForConsoleHydration } from './staff'

/*
 * The console's inbox, Staff and audit pages (issue 12, items 5–7): an admin
 * invites colleagues who accept through the emailed link, a coordinator
 * answers a contact message by email, and an admin disables an account.
 */

async function invite(
  page: Page,
  { email, name, role, clinic, spanish }: { email: string; name: string; role: string; clinic?: string; spanish?: boolean },
) {
  const form = page.locator('form#invite-staff')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Role').selectOption(role)
  if (clinic) await form.getByLabel(clinic).check()
  if (spanish) await form.getByLabel('Language of the invitation').selectOption('es')
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible()
}

test('an admin invites a coordinator (in Spanish) and a clinic staff member, who each see what their role allows', async ({ page, browser }) => {
  test.setTimeout(360_000)
  await signedInStaff(page, 'admin', { name: 'Ana Admin' })
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Staff' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await waitForConsoleHydration(page)
  await expectNoAxeViolations(page)

  // A clinic staff member without a clinic is refused next to the field; nothing is sent.
  const clinicStaff = uniqueEmail('clinic-staff')
  const form = page.locator('form#invite-staff')
  await form.getByLabel('Email').fill(clinicStaff)
  await form.getByLabel('Role').selectOption('clinic_staff')
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(form.getByText('Choose at least one clinic for a clinic staff member.')).toBeVisible()

  const coordinator = uniqueEmail('coordinator')
  await invite(page, { email: coordinator, name: 'Carlos Coordinador', role: 'coordinator', spanish: true })
  await invite(page, { email: clinicStaff, name: 'Clara Clínica', role: 'clinic_staff', clinic: 'Clínica Visión Andina' })
  await expect(page.getByRole('link', { name: 'Clara Clínica' })).toBeVisible()

  const coordinatorPage = await (await browser.newContext()).newPage()
  await acceptInvitation(coordinatorPage, coordinator, 'Carlos Coordinador', { spanish: true })
  const coordinatorNav = coordinatorPage.getByRole('navigation', { name: 'Secciones de la consola' })
  await expect(coordinatorNav.getByRole('link', { name: 'Bandeja de entrada' })).toBeVisible()
  // Coordinators invite clinic staff only (issue 27): their Staff page is the invite form, no list, no changes.
  await coordinatorNav.getByRole('link', { name: 'Equipo' }).click()
  await expect(coordinatorPage.getByRole('heading', { level: 2, name: 'Invitar a personal de clínica' })).toBeVisible()
  await expect(coordinatorPage.getByRole('link', { name: 'Clara Clínica' })).toHaveCount(0)
  expect((await coordinatorPage.goto('/es/admin/audit'))!.status()).toBe(404)

  const clinicPage = await (await browser.newContext()).newPage()
  await acceptInvitation(clinicPage, clinicStaff, 'Clara Clínica')
  const nav = clinicPage.getByRole('navigation', { name: 'Console sections' })
  await expect(nav.getByRole('link', { name: 'Appointments' })).toBeVisible()
  for (const hidden of ['Inbox', 'Staff', 'Audit trail']) await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0)
  for (const path of ['/admin/staff', '/admin/audit', '/admin/inbox']) expect((await clinicPage.goto(path))!.status(), path).toBe(404)

  // The admin disables the clinic staff member: their open session ends at once.
  await page.getByRole('link', { name: 'Clara Clínica' }).click()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Disable account' }).click()
  // Asked first, with a reason (issue 27).
  const confirm = page.getByRole('alertdialog', { name: 'Disable this account?' })
  await expect(confirm.getByText(/Disable Clara Clínica's account/)).toBeVisible()
  await confirm.getByLabel('Reason', { exact: true }).selectOption('left_team')
  await confirm.getByRole('button', { name: 'Yes, disable' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Clara Clínica’s account is disabled.' })).toBeVisible()
  // Signed out by it: the console is simply not found for them now.
  expect((await clinicPage.goto('/admin'))!.status()).toBe(404)
  await expect(clinicPage.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()

  // The audit trail lists the writes, in both languages.
  await page.goto('/admin/audit?action=staff.')
  await expect(page.getByText('staff.disable')).toBeVisible()
  await expect(page.getByText('staff.invite').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/es/admin/audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de auditoría' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a contact message answered from the inbox arrives by email, Reply-To the team, and the message is answered', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const visitor = uniqueEmail('inbox-visitor')
  const visitorPage = await (await browser.newContext()).newPage()
  await visitorPage.goto('/es/contact-us')
  await waitForHydration(visitorPage)
  const contact = visitorPage.locator('form#contact-form')
  await contact.getByLabel('Nombre completo').fill('Marta Pérez')
  await contact.getByLabel('Correo electrónico', { exact: true }).fill(visitor)
  await contact.getByLabel('Teléfono').fill('+34 600 123 456')
  await contact.getByLabel('Asunto').fill('Precio de la cirugía de cataratas')
  await contact.getByLabel('Mensaje').fill('¿Cuánto cuesta la cirugía de cataratas en Madrid?')
  await contact.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(visitorPage.getByRole('status').filter({ hasText: 'Tu mensaje se ha enviado correctamente.' })).toBeVisible()

  await signedInStaff(page, 'coordinator', { spanish: true })
  await page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link', { name: 'Bandeja de entrada' }).click()
  await expectNoAxeViolations(page)
  await page.getByLabel('Nombre, correo o asunto').fill(visitor)
  await page.getByLabel('Nombre, correo o asunto').press('Enter')
  await page.getByRole('link', { name: /Precio de la cirugía de cataratas/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Precio de la cirugía de cataratas' })).toBeVisible()
  await waitForConsoleHydration(page)
  await expectNoAxeViolations(page)

  // The box starts with the greeting in the sender's language, and shows what the email adds under it.
  await expect(page.getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue('Hola, Marta Pérez:\n\n')
  const frame = page.getByRole('region', { name: 'Lo que se añade debajo de tu respuesta (en español)' })
  await expect(frame.getByText('> ¿Cuánto cuesta la cirugía de cataratas en Madrid?')).toBeVisible()
  await expect(frame.getByText('Claravia — salud visual inteligente y turismo médico')).toBeVisible()
  // Only the greeting, or nothing, is refused next to the field; then the reply goes out.
  await page.getByRole('button', { name: 'Enviar respuesta' }).click()
  await expect(page.locator('form#inbox-reply').getByText('Escribe tu respuesta debajo del saludo.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Tu respuesta' }).fill('')
  await page.getByRole('button', { name: 'Enviar respuesta' }).click()
  await expect(page.locator('form#inbox-reply').getByText('Este campo es obligatorio.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Tu respuesta' }).fill('Hola Marta: la cirugía de cataratas en Madrid cuesta desde 1.900 €.')
  await page.getByRole('button', { name: 'Enviar respuesta' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Respuesta enviada a ${visitor}.` })).toBeVisible()
  await expect(page.getByText('Hola Marta: la cirugía de cataratas en Madrid cuesta desde 1.900 €.')).toBeVisible()
  await expect(page.locator('#message-status')).toHaveValue('answered')

  const reply = await emailTo(visitor, (email) => email.text.includes('desde 1.900 €'))
  expect(reply.headers['reply-to']).toContain('care@claravia.example')
  expect(reply.subject).toContain('Precio de la cirugía de cataratas')
  // Exactly what the coordinator wrote, no greeting of the site's before it.
  expect(reply.text).not.toContain('Hola, Marta Pérez:')
  expect(reply.text).toContain('Hola Marta: la cirugía de cataratas en Madrid cuesta desde 1.900 €.\n\n')

  // Closing it is one choice; the audit keeps both writes.
  await page.locator('#message-status').selectOption('closed')
  await page.getByRole('button', { name: 'Guardar estado' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Estado guardado.' })).toBeVisible()
  await expect(page.getByText('Este mensaje está cerrado.')).toBeVisible()
})

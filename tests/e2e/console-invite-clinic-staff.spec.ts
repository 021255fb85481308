import { expect, test } from '@playwright/test'
import { uniqueEmail } from './accounts'
import { expectNoAxeViolations } from './fixtures'
import { emailTo } from './mail'
import { acceptInvitation, signedInStaff, waitForConsoleHydration } from './staff'

/*
 * A coordinator invites clinic staff for a clinic they work with, in Spanish
 * (issue 27, item 16): their Staff page is only the invite form, the role said
 * rather than chosen; the invitation welcomes the person without a gendered
 * word; the invitee accepts and sees clinic staff's console.
 */

test('a coordinator invites clinic staff in Spanish, who is welcomed by name and accepts', async ({ page, browser }) => {
  test.setTimeout(360_000)
  await signedInStaff(page, 'coordinator', { spanish: true, name: 'Lucía Gómez' })
  await page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link', { name: 'Equipo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible()
  await waitForConsoleHydration(page)
  const form = page.locator('form#invite-staff')
  await expect(page.getByRole('heading', { level: 2, name: 'Invitar a personal de clínica' })).toBeVisible()
  await expect(form.getByText('Rol: Personal de clínica')).toBeVisible()
  await expect(form.getByRole('combobox', { name: 'Rol' })).toHaveCount(0)
  // No team list and no account changes for a coordinator.
  await expect(page.getByRole('heading', { level: 2, name: 'Miembros' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Desactivar/ })).toHaveCount(0)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoAxeViolations(page)
  }

  const invitee = uniqueEmail('clinica-invitada')
  await form.getByLabel('Correo electrónico').fill(invitee)
  await form.getByLabel('Nombre').fill('Ana Ríos')
  await form.getByRole('button', { name: 'Enviar invitación' }).click()
  // Clinic staff need a clinic: said by the field, nothing sent.
  await expect(form.getByText('Elige al menos una clínica para un miembro del personal de clínica.')).toBeVisible()
  await form.getByLabel('Clínica Visión Andina').check()
  await form.getByLabel('Idioma de la invitación').selectOption('es')
  await form.getByRole('button', { name: 'Enviar invitación' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Invitación enviada a ${invitee}.` })).toBeVisible()

  const invitation = await emailTo(invitee, (message) => message.text.includes('/admin/invitation/'))
  expect(invitation.text).toContain('Te damos la bienvenida al equipo de Claravia')
  expect(invitation.text).toContain('Hola, Ana Ríos:')
  expect(invitation.text).toContain('con el rol de personal de clínica')
  expect(invitation.text).not.toMatch(/Bienvenid[oa] al/)

  const inviteePage = await (await browser.newContext()).newPage()
  await acceptInvitation(inviteePage, invitee, 'Ana Ríos', { spanish: true })
  const nav = inviteePage.getByRole('navigation', { name: 'Secciones de la consola' })
  await expect(nav.getByRole('link', { name: 'Citas' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Equipo' })).toHaveCount(0)
})

import { execFileSync } from 'node:child_process'
import { expect, type Page } from '@playwright/test'
import { generate } from 'otplib'
import { STRONG_PASSWORD, uniqueEmail } from './accounts'
import { expectNoAxeViolations } from './fixtures'
import { emailTo } from './mail'
import { e2eSite, TSX, type E2ESite } from './site'

/*
 * Staff members for console journeys: invited with `npm run staff:create`
 * (against the e2e server's database and outbox), the invitation accepted
 * and TOTP set up in `page`, which ends signed in on the console's Today.
 */

export const seconds = () => Math.floor(Date.now() / 1000)

export type StaffRoleName = 'coordinator' | 'clinic_staff' | 'admin'

export interface SignedInStaff {
  email: string
  name: string
  secret: string
}

/** Invites a staff member from the command line; `clinics` are clinic slugs (clinic_staff). */
export function inviteFromCommandLine(
  email: string,
  role: StaffRoleName,
  { clinics = [] as string[], locale = 'en' as 'en' | 'es', site = e2eSite as E2ESite } = {},
) {
  const args = ['scripts/staff-create.ts', '--email', email, '--role', role, '--locale', locale, ...clinics.flatMap((slug) => ['--clinic', slug])]
  execFileSync(TSX, args, {
    env: { ...process.env, DATABASE_URL: site.databaseUrl, MAIL_OUTBOX_DIR: site.outboxDir, PUBLIC_BASE_URL: site.origin, LOG_LEVEL: 'silent' },
  })
}

/**
 * Follows the newest invitation link emailed to `email`, sets name and
 * password, then TOTP (a code computed here from the shown secret); ends on
 * the console. With `checkAccessibility`, runs axe on each page on the way;
 * `onRecoveryCodes` runs on the recovery codes' page before continuing.
 */
export async function acceptInvitation(
  page: Page,
  email: string,
  name: string,
  {
    spanish = false,
    checkAccessibility = false,
    onRecoveryCodes,
    site = e2eSite,
    via = site.origin,
  }: {
    spanish?: boolean
    checkAccessibility?: boolean
    onRecoveryCodes?: (codes: string[]) => Promise<void>
    site?: E2ESite
    /** The address the page follows the link through (one instance of several); the site's own by default. */
    via?: string
  } = {},
) {
  const invitation = await emailTo(email, (message) => message.text.includes('/admin/invitation/'), undefined, site)
  const link = new URL(/https?:\/\/\S+\/admin\/invitation\/[\w-]{43}/.exec(invitation.text)![0])
  expect(link.href).toContain(spanish ? '/es/admin/invitation/' : `${site.origin}/admin/invitation/`)
  await page.goto(new URL(link.pathname, via).href)
  if (checkAccessibility) await expectNoAxeViolations(page)
  await page.locator('input[name="name"]').fill(name)
  await page.locator('input[name="password"]').fill(STRONG_PASSWORD)
  await page.locator('input[name="repeatPassword"]').fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: spanish ? 'Guardar y continuar' : 'Save and continue' }).click()
  await expect(page).toHaveURL(spanish ? /\/es\/sign-in\/two-factor\/setup$/ : /\/sign-in\/two-factor\/setup$/)
  await expect(page.getByRole('img', { name: spanish ? /código QR/i : /QR code/i })).toBeVisible()
  if (checkAccessibility) await expectNoAxeViolations(page)
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  await page.locator('input[name="code"]').fill(await generate({ secret, epoch: seconds() }))
  await page.getByRole('button', { name: spanish ? 'Confirmar' : 'Confirm' }).click()
  const codes = page.getByRole('list', { name: spanish ? 'Guarda tus códigos de recuperación' : 'Save your recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  if (checkAccessibility) await expectNoAxeViolations(page)
  const recoveryCodes = await codes.allInnerTexts()
  await onRecoveryCodes?.(recoveryCodes)
  // Continuing asks for the check that the codes are saved (issue 27).
  await page
    .getByRole('checkbox', { name: spanish ? 'He guardado estos códigos en un lugar seguro' : 'I have saved these codes somewhere safe' })
    .check()
  await page.getByRole('button', { name: spanish ? 'Continuar' : 'Continue', exact: true }).click()
  await expect(page).toHaveURL(spanish ? `${via}/es/admin` : `${via}/admin`)
  return { secret, recoveryCodes }
}

/** A new staff member of `role`, signed in (two-factor done) in `page`, on /admin or /es/admin. */
export async function signedInStaff(
  page: Page,
  role: StaffRoleName,
  { clinics = [] as string[], spanish = false, name = 'Lucía Gómez' } = {},
): Promise<SignedInStaff> {
  const email = uniqueEmail(role.replace('_', '-'))
  inviteFromCommandLine(email, role, { clinics, locale: spanish ? 'es' : 'en' })
  const { secret } = await acceptInvitation(page, email, name, { spanish })
  return { email, name, secret }
}

/** Waits until React has hydrated a console page (its forms validate as you type from then on). */
export async function waitForConsoleHydration(page: Page) {
  await expect(page.locator('[data-console-hydrated]')).toBeAttached()
}

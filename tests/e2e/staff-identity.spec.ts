import { expect, test, type Page } from '@playwright/test'
import { generate } from 'otplib'
import { baseURL } from '../../playwright.config'
import { STRONG_PASSWORD, uniqueEmail } from './accounts'
import { expectNoAxeViolations } from './fixtures'
import { acceptInvitation, inviteFromCommandLine, seconds } from './staff'

/*
 * Staff identity (issue 12): the first admin from ADMIN_EMAIL and a
 * coordinator from `npm run staff:create`, each through the emailed
 * invitation, TOTP set-up with a code computed here from the shown secret,
 * recovery codes (each works once) and a remembered device.
 */

/** Signs in with the password; expects the second step and returns on its page. */
async function signInToSecondStep(page: Page, email: string, spanish: boolean) {
  await page.context().clearCookies({ name: 'token' })
  await page.goto(spanish ? '/es/sign-in' : '/sign-in')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(STRONG_PASSWORD)
  await page.locator('#sign-in button[type="submit"]').click()
  await expect(page).toHaveURL(spanish ? /\/es\/sign-in\/two-factor$/ : /\/sign-in\/two-factor$/)
}

async function submitCode(page: Page, code: string, spanish: boolean, { remember = false } = {}) {
  await page.locator('input[name="code"]').fill(code)
  if (remember) await page.getByLabel(spanish ? 'Recordar este dispositivo durante 30 días' : 'Remember this device for 30 days').check()
  await page.getByRole('button', { name: spanish ? 'Iniciar sesión' : 'Sign in' }).click()
}

test('the first admin (ADMIN_EMAIL) accepts the invitation, sets up TOTP, and signs in with a recovery code once and a TOTP code', async ({
  page,
}) => {
  const email = 'first-admin@claravia.example'
  const { secret, recoveryCodes } = await acceptInvitation(page, email, 'Lucía Gómez', { checkAccessibility: true })

  await signInToSecondStep(page, email, false)
  await expectNoAxeViolations(page)
  await submitCode(page, recoveryCodes[0]!, false)
  await expect(page).toHaveURL(`${baseURL}/admin`)

  await signInToSecondStep(page, email, false)
  await submitCode(page, recoveryCodes[0]!, false)
  await expect(page.getByText('That code is not valid', { exact: false }).first()).toBeVisible()
  // The set-up spent the current step's code: the next step's is accepted.
  await submitCode(page, await generate({ secret, epoch: seconds() + 30 }), false, { remember: true })
  await expect(page).toHaveURL(`${baseURL}/admin`)

  // Remembered: the password is enough on this browser.
  await page.context().clearCookies({ name: 'token' })
  await page.goto('/sign-in')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(STRONG_PASSWORD)
  await page.locator('#sign-in button[type="submit"]').click()
  await expect(page).toHaveURL(`${baseURL}/admin`)
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a coordinator invited with npm run staff:create accepts in Spanish and signs in with a TOTP code', async ({ page }) => {
  const email = uniqueEmail('coordinator')
  inviteFromCommandLine(email, 'coordinator', { locale: 'es' })
  const { secret } = await acceptInvitation(page, email, 'Lucía Gómez', { spanish: true, checkAccessibility: true })
  await signInToSecondStep(page, email, true)
  await expectNoAxeViolations(page)
  await submitCode(page, await generate({ secret, epoch: seconds() + 30 }), true)
  await expect(page).toHaveURL(`${baseURL}/es/admin`)
  await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the two-factor pages are not found for a visitor', async ({ page }) => {
  for (const path of ['/sign-in/two-factor', '/es/sign-in/two-factor/setup']) {
    expect((await page.goto(path))!.status()).toBe(404)
  }
})

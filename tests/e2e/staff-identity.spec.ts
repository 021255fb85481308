import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import { generate } from 'otplib'
import { baseURL, databaseFile, outboxDir } from '../../playwright.config'
import { STRONG_PASSWORD, uniqueEmail } from './accounts'
import { expectNoAxeViolations } from './fixtures'
import { emailTo } from './mail'

/*
 * Staff identity (issue 12): the first admin from ADMIN_EMAIL and a
 * coordinator from `npm run staff:create`, each through the emailed
 * invitation, TOTP set-up with a code computed here from the shown secret,
 * recovery codes (each works once) and a remembered device.
 */

const seconds = () => Math.floor(Date.now() / 1000)

/** Follows the invitation link of the newest invitation to `email`, sets name and password, then TOTP; returns the secret and the recovery codes. */
async function acceptAndSetUp(page: Page, email: string, spanish: boolean) {
  const invitation = await emailTo(email, (message) => message.text.includes('/admin/invitation/'))
  const link = /https?:\/\/\S+\/admin\/invitation\/[\w-]{43}/.exec(invitation.text)![0]
  expect(link).toContain(spanish ? '/es/admin/invitation/' : `${baseURL}/admin/invitation/`)
  await page.goto(link)
  await expectNoAxeViolations(page)
  await page.locator('input[name="name"]').fill('Lucía Gómez')
  await page.locator('input[name="password"]').fill(STRONG_PASSWORD)
  await page.locator('input[name="repeatPassword"]').fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: spanish ? 'Guardar y continuar' : 'Save and continue' }).click()
  await expect(page).toHaveURL(spanish ? /\/es\/sign-in\/two-factor\/setup$/ : /\/sign-in\/two-factor\/setup$/)
  await expect(page.getByRole('img', { name: spanish ? /código QR/i : /QR code/i })).toBeVisible()
  await expectNoAxeViolations(page)
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  await page.locator('input[name="code"]').fill(await generate({ secret, epoch: seconds() }))
  await page.getByRole('button', { name: spanish ? 'Confirmar' : 'Confirm' }).click()
  const codes = page.getByRole('list', { name: spanish ? 'Guarda tus códigos de recuperación' : 'Save your recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  await expectNoAxeViolations(page)
  const recoveryCodes = await codes.allInnerTexts()
  await page.getByRole('link', { name: spanish ? 'Ya los guardé, continuar' : 'I saved them, continue' }).click()
  await expect(page).toHaveURL(spanish ? `${baseURL}/es` : `${baseURL}/`)
  return { secret, recoveryCodes }
}

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
  const { secret, recoveryCodes } = await acceptAndSetUp(page, email, false)

  await signInToSecondStep(page, email, false)
  await expectNoAxeViolations(page)
  await submitCode(page, recoveryCodes[0]!, false)
  await expect(page).toHaveURL(`${baseURL}/`)

  await signInToSecondStep(page, email, false)
  await submitCode(page, recoveryCodes[0]!, false)
  await expect(page.getByText('That code is not valid', { exact: false }).first()).toBeVisible()
  // The set-up spent the current step's code: the next step's is accepted.
  await submitCode(page, await generate({ secret, epoch: seconds() + 30 }), false, { remember: true })
  await expect(page).toHaveURL(`${baseURL}/`)

  // Remembered: the password is enough on this browser.
  await page.context().clearCookies({ name: 'token' })
  await page.goto('/sign-in')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(STRONG_PASSWORD)
  await page.locator('#sign-in button[type="submit"]').click()
  await expect(page).toHaveURL(`${baseURL}/account`)
})

test('a coordinator invited with npm run staff:create accepts in Spanish and signs in with a TOTP code', async ({ page }) => {
  const email = uniqueEmail('coordinator')
  execFileSync('npx', ['tsx', 'scripts/staff-create.ts', '--email', email, '--role', 'coordinator', '--locale', 'es'], {
    env: { ...process.env, DATABASE_URL: `file:${databaseFile}`, MAIL_OUTBOX_DIR: outboxDir, PUBLIC_BASE_URL: baseURL, LOG_LEVEL: 'silent' },
  })
  const { secret } = await acceptAndSetUp(page, email, true)
  await signInToSecondStep(page, email, true)
  await expectNoAxeViolations(page)
  await submitCode(page, await generate({ secret, epoch: seconds() + 30 }), true)
  await expect(page).toHaveURL(`${baseURL}/es`)
})

test('the two-factor pages are not found for a visitor', async ({ page }) => {
  for (const path of ['/sign-in/two-factor', '/es/sign-in/two-factor/setup']) {
    expect((await page.goto(path))!.status()).toBe(404)
  }
})

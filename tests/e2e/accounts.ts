import { expect, type Page } from '@playwright/test'

export const DEMO = { email: 'demo@claravia.example', password: 'Claravia#2026', name: 'Sofía Ramírez' }
export const STRONG_PASSWORD = 'Claravia#2026x'

/** A fresh address per test, so tests never share accounts. */
export function uniqueEmail(prefix = 'patient') {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** A documentation-range address (RFC 5737) per call; the server trusts X-Forwarded-For from loopback. */
function freshAddress() {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`
}

export async function signUp(page: Page, { name, email, password }: { name: string; email: string; password: string }, prefix = '') {
  // Sign-ups are limited to 10 an hour per address; journeys that only need an account come from their own.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshAddress() })
  await page.goto(`${prefix}/sign-up`)
  const spanish = prefix === '/es'
  await page.getByLabel(spanish ? 'Nombre completo' : 'Full name').fill(name)
  await page.getByLabel(spanish ? 'Correo electrónico' : 'Email').fill(email)
  await page.getByLabel(spanish ? 'Contraseña' : 'Password', { exact: true }).fill(password)
  await page.getByLabel(spanish ? 'Repite la contraseña' : 'Repeat password').fill(password)
  await acceptTerms(page, prefix)
  await page.getByRole('button', { name: spanish ? 'Crear cuenta' : 'Create account' }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/account$`))
}

/** Sign-up's box for the terms and the privacy policy (never ticked in advance). */
export function termsBox(page: Page, prefix = '') {
  return page.getByRole('checkbox', { name: prefix === '/es' ? /^Acepto los términos y condiciones/ : /^I accept the terms and conditions/ })
}

export async function acceptTerms(page: Page, prefix = '') {
  await termsBox(page, prefix).check()
}

/** Step 2's express consent to process health data (never ticked in advance). */
export function healthConsentBox(page: Page, prefix = '') {
  return page.getByRole('checkbox', { name: prefix === '/es' ? /^Doy mi consentimiento expreso/ : /^I expressly consent/ })
}

export async function giveHealthConsent(page: Page, prefix = '') {
  await healthConsentBox(page, prefix).check()
}

export async function signIn(page: Page, email: string, password: string, prefix = '') {
  const spanish = prefix === '/es'
  if (!page.url().includes('/sign-in')) await page.goto(`${prefix}/sign-in`)
  await page.getByLabel(spanish ? 'Correo electrónico' : 'Email').fill(email)
  await page.getByLabel(spanish ? 'Contraseña' : 'Password', { exact: true }).fill(password)
  await page
    .getByRole('button', { name: spanish ? 'Iniciar sesión' : 'Sign in', exact: true })
    .last()
    .click()
}

export function linkIn(text: string | undefined) {
  const match = /https?:\/\/\S+\/new-password\/[\w-]{43}/.exec(text ?? '')
  if (!match) throw new Error(`No reset link in: ${text}`)
  return new URL(match[0])
}

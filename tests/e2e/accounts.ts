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
  await page.getByRole('button', { name: spanish ? 'Crear cuenta' : 'Create account' }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/account$`))
}

export async function signIn(page: Page, email: string, password: string, prefix = '') {
  const spanish = prefix === '/es'
  if (!page.url().includes('/sign-in')) await page.goto(`${prefix}/sign-in`)
  await page.getByLabel(spanish ? 'Correo electrónico' : 'Email').fill(email)
  await page.getByLabel(spanish ? 'Contraseña' : 'Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: spanish ? 'Iniciar sesión' : 'Sign in', exact: true }).last().click()
}

export function linkIn(text: string | undefined) {
  const match = /https?:\/\/\S+\/new-password\/[\w-]{43}/.exec(text ?? '')
  if (!match) throw new Error(`No reset link in: ${text}`)
  return new URL(match[0])
}

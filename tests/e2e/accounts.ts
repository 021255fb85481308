import fs from 'node:fs'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { expect, type Page } from '@playwright/test'
import { outboxDir } from '../../playwright.config'

export const DEMO = { email: 'demo@claravia.example', password: 'Claravia#2026', name: 'Sofía Ramírez' }
export const STRONG_PASSWORD = 'Claravia#2026x'

/** A fresh address per test, so tests never share accounts. */
export function uniqueEmail(prefix = 'patient') {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

export async function signUp(page: Page, { name, email, password }: { name: string; email: string; password: string }, prefix = '') {
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

/** The newest email addressed to `to` (read from the server's outbox folder), parsed. */
export async function latestEmailTo(to: string) {
  let found: Awaited<ReturnType<typeof PostalMime.parse>> | undefined
  await expect
    .poll(
      async () => {
        if (!fs.existsSync(outboxDir)) return false
        const files = fs.readdirSync(outboxDir).sort().reverse()
        for (const file of files) {
          const raw = fs.readFileSync(path.join(outboxDir, file), 'utf8')
          if (!raw.includes(to)) continue
          // Addressed to them, not merely mentioning them (the team's notices quote the patient's address).
          const parsed = await PostalMime.parse(raw)
          if (!parsed.to?.some((recipient) => recipient.address === to)) continue
          found = parsed
          return true
        }
        return false
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

export function linkIn(text: string | undefined) {
  const match = /https?:\/\/\S+\/new-password\/[\w-]{43}/.exec(text ?? '')
  if (!match) throw new Error(`No reset link in: ${text}`)
  return new URL(match[0])
}

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env } from './env.server'

const SECRET_FILE = path.resolve('data', 'session-secret')
let cached: string | undefined

/**
 * The secret that signs our cookies. SESSION_SECRET wins; otherwise a random
 * one is created on first start and kept in data/, so restarts do not sign
 * everybody out and no shared default secret ever exists.
 */
export function sessionSecret(): string {
  if (cached) return cached
  const configured = env().SESSION_SECRET
  if (configured) return (cached = configured)
  if (fs.existsSync(SECRET_FILE)) return (cached = fs.readFileSync(SECRET_FILE, 'utf8').trim())
  fs.mkdirSync(path.dirname(SECRET_FILE), { recursive: true })
  const generated = randomBytes(48).toString('base64url')
  try {
    fs.writeFileSync(SECRET_FILE, generated, { mode: 0o600, flag: 'wx' })
    return (cached = generated)
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return (cached = fs.readFileSync(SECRET_FILE, 'utf8').trim())
  }
}

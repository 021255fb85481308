import { createHash, randomBytes } from 'node:crypto'

/** A random 256-bit token for the person, and the hash we keep instead of it. */
export function newToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

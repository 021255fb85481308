import { hash, verify, type Options } from '@node-rs/argon2'

/*
 * Passwords are hashed with argon2id at the OWASP Password Storage Cheat
 * Sheet's recommended minimum (19 MiB memory, 2 iterations, 1 lane).
 */
export const ARGON2_OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 }

export function hashPassword(password: string) {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies against a throwaway hash so an unknown email costs the same time
 * as a wrong password: the response time does not reveal which emails exist.
 */
export async function spendPasswordCheck(password: string) {
  dummyHash ??= hashPassword('not-a-real-password-Claravia#0')
  await verifyPassword(await dummyHash, password)
  return false
}

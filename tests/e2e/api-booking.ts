import Database from 'better-sqlite3'
import { expect, type APIRequestContext } from '@playwright/test'
import { databaseFile } from '../../playwright.config'

/*
 * A patient of the public API who books and pays an assessment, for console
 * journeys that need real appointments made as patients make them.
 */

export interface ApiPatient {
  email: string
  headers: { Authorization: string }
}

let patients = 0

export async function apiPatient(request: APIRequestContext, name: string, locale: 'en' | 'es' = 'es'): Promise<ApiPatient> {
  const email = `api-patient-${Date.now()}-${++patients}@example.com`
  const signUp = await request.post('/v1/auth/sign-up', {
    data: { name, email, password: 'Claravia#2026x', repeatPassword: 'Claravia#2026x', acceptTerms: true, locale },
  })
  expect(signUp.status()).toBe(201)
  const { token } = (await signUp.json()) as { token: string }
  return { email, headers: { Authorization: `Bearer ${token}` } }
}

/** Free hours (UTC instants) of `service` at `clinic` between 7 and 14 days ahead. */
export async function freeHours(request: APIRequestContext, service: string, clinic: string) {
  const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const answer = await request.get(`/v1/availability?service=${service}&clinic=${clinic}&from=${from}&to=${to}`)
  const { days } = (await answer.json()) as { days: { slots: { startsAt: string }[] }[] }
  return days.flatMap((day) => day.slots.map((slot) => slot.startsAt))
}

/** Holds `startsAt` and pays it with the test card: a confirmed appointment's id. */
export async function bookAndPay(
  request: APIRequestContext,
  patient: ApiPatient,
  { service, clinic, startsAt, name, timeZone }: { service: string; clinic: string; startsAt: string; name: [string, string]; timeZone?: string },
) {
  const held = await request.post('/v1/appointments', {
    headers: patient.headers,
    data: {
      service,
      clinic,
      startsAt,
      locale: 'es',
      firstName: name[0],
      lastName: name[1],
      email: patient.email,
      phone: '+34 600 123 456',
      condition: 'Revisión',
      healthDataConsent: true,
      timeZone,
    },
  })
  expect(held.status()).toBe(201)
  const { id } = (await held.json()) as { id: number }
  const paid = await request.post(`/v1/appointments/${id}/payment`, {
    headers: patient.headers,
    data: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: name[0] },
  })
  expect(((await paid.json()) as { status: string }).status).toBe('confirmed')
  return id
}

/** Arranges what no patient can book: an appointment that began an hour ago (it is then past its start), in the e2e server's database. */
export function startedAnHourAgo(id: number) {
  const db = new Database(databaseFile, { fileMustExist: true })
  try {
    const starts = new Date(Date.now() - 3_600_000)
    db.prepare('update appointments set starts_at = ?, ends_at = ? where id = ?').run(
      starts.toISOString(),
      new Date(starts.getTime() + 3_600_000).toISOString(),
      id,
    )
  } finally {
    db.close()
  }
}

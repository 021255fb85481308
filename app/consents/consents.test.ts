import { beforeAll, describe, expect, it } from 'vitest'
import { SignUpSchema } from '~/accounts/schemas'
import { createUser } from '~/accounts/users.server'
import { clinicsForService, getAvailability } from '~/booking/availability.server'
import { holdSlot } from '~/booking/holds.server'
import { AppointmentDetailsSchema } from '~/booking/schemas'
import { legalPages } from '~/content/seed/legal'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { listConsents } from './consents.server'
import { POLICY_VERSIONS } from './policies'

describe('policy versions', () => {
  it('are the dates the policy pages show, so a changed policy cannot keep an old version', () => {
    const shown = Object.fromEntries(legalPages.map((page) => [page.slug, page.updatedAt]))
    expect(POLICY_VERSIONS.privacy).toBe(shown['privacy-policies'])
    expect(POLICY_VERSIONS.health_data).toBe(shown['privacy-policies'])
    expect(POLICY_VERSIONS.terms).toBe(shown['terms-and-conditions'])
  })
})

describe('the boxes a person must tick', () => {
  const account = { name: 'Ana', email: 'ana@example.com', password: 'Claravia#2026', repeatPassword: 'Claravia#2026' }
  it('sign-up needs the terms accepted: the page sends "on", the API true; nothing else passes', () => {
    expect(SignUpSchema.safeParse({ ...account, acceptTerms: 'on' }).success).toBe(true)
    expect(SignUpSchema.safeParse({ ...account, acceptTerms: true }).success).toBe(true)
    for (const acceptTerms of [undefined, false, 'off', '']) {
      const result = SignUpSchema.safeParse({ ...account, acceptTerms })
      expect(result.success).toBe(false)
      expect(result.error?.issues.find((issue) => issue.path[0] === 'acceptTerms')?.message).toBe('auth.sign_up.accept_terms_required')
    }
  })

  it('step 2 needs the express consent for health data', () => {
    const details = {
      service: 'lasik',
      clinic: 'clinica-vision-andina',
      startsAt: '2026-12-01T14:00:00.000Z',
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      phone: '+573001234567',
      condition: 'Miopía',
    }
    expect(AppointmentDetailsSchema.safeParse({ ...details, healthDataConsent: 'on' }).success).toBe(true)
    const refused = AppointmentDetailsSchema.safeParse(details)
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['booking.health_consent_required'])
  })
})

describeEachDatabase('consents', (db) => {
  const now = new Date('2026-11-20T12:00:00Z')
  beforeAll(async () => {
    await syncCatalogue(db())
  }, 60_000)

  it('sign-up stores the terms and privacy acceptances with the account, at the current versions', async () => {
    const before = Date.now()
    const user = await createUser(db(), {
      name: 'Ana',
      email: `consent-${Date.now()}@example.com`,
      password: 'Claravia#2026',
      locale: 'es',
      acceptedPolicies: true,
    })
    const consents = await listConsents(db(), user!.id)
    expect(consents.map((c) => [c.kind, c.policyVersion]).sort()).toEqual([
      ['privacy', POLICY_VERSIONS.privacy],
      ['terms', POLICY_VERSIONS.terms],
    ])
    for (const consent of consents) expect(new Date(consent.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const untouched = await createUser(db(), {
      name: 'Test',
      email: `no-consent-${Date.now()}@example.com`,
      password: 'Claravia#2026',
      locale: 'en',
      acceptedPolicies: false,
    })
    expect(await listConsents(db(), untouched!.id)).toEqual([])
  })

  it('a hold with medical details stores the health-data consent, linked to its appointment', async () => {
    const user = await createUser(db(), {
      name: 'Ana',
      email: `health-${Date.now()}@example.com`,
      password: 'Claravia#2026',
      locale: 'es',
      acceptedPolicies: false,
    })
    const [clinic] = await clinicsForService(db(), 'lasik', 'en')
    const availability = await getAvailability(db(), {
      serviceSlug: 'lasik',
      clinicSlug: clinic!.slug,
      from: '2026-11-26',
      to: '2026-11-30',
      locale: 'en',
      now,
    })
    const startsAt = availability!.days.flatMap((day) => day.slots)[0]!.startsAt
    const result = await holdSlot(
      db(),
      {
        userId: user!.id,
        sessionId: 1,
        serviceSlug: 'lasik',
        clinicSlug: clinic!.slug,
        startsAt,
        locale: 'es',
        patient: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+573001234567', condition: 'Miopía' },
        healthDataConsent: true,
      },
      now,
    )
    expect(result.ok).toBe(true)
    expect(await listConsents(db(), user!.id)).toEqual([
      {
        kind: 'health_data',
        policyVersion: POLICY_VERSIONS.health_data,
        acceptedAt: now.toISOString(),
        appointmentStartsAt: new Date(startsAt).toISOString(),
        appointmentTimeZone: clinic!.timeZone,
      },
    ])

    // Moved (the hold replaced by a new appointment, twice): the consent tells the hour it is at now.
    if (!result.ok) return
    let previous = result.appointmentId
    for (const hours of [24, 48]) {
      const old = await db().selectFrom('appointments').selectAll().where('id', '=', previous).executeTakeFirstOrThrow()
      const { id: _id, ...copy } = old
      const moved = await db()
        .insertInto('appointments')
        .values({ ...copy, starts_at: new Date(new Date(startsAt).getTime() + hours * 3_600_000).toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db().updateTable('appointments').set({ status: 'cancelled', replaced_by_id: moved.id }).where('id', '=', previous).execute()
      previous = moved.id
    }
    expect(await listConsents(db(), user!.id)).toMatchObject([
      {
        kind: 'health_data',
        appointmentStartsAt: new Date(new Date(startsAt).getTime() + 48 * 3_600_000).toISOString(),
        appointmentTimeZone: clinic!.timeZone,
      },
    ])
  })
})

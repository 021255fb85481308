import { beforeAll, expect, it } from 'vitest'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { coordinatorProfile } from './coordinator-profile.server'

/* The coordinator's "usually replies within…": the median of their first replies of the last 90 days, from five on. */

describeEachDatabase('a coordinator’s usual reply time', (db) => {
  beforeAll(async () => {
    await staffConsoleCatalogue(db())
  }, 60_000)

  async function firstReplies(coordinator: number, waits: number[], at: Date) {
    const patient = await insertPatient(db(), 'Marta Ruiz')
    const { id } = await db()
      .insertInto('care_conversations')
      .values({ patient_id: patient, coordinator_id: coordinator, created_at: at.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('care_messages')
      .values(
        waits.map((wait) => ({
          conversation_id: id,
          author_id: coordinator,
          kind: 'message' as const,
          body: 'Sí.',
          ended_wait_seconds: wait,
          created_at: at.toISOString(),
        })),
      )
      .execute()
  }

  it('is unsaid until five replies, then their median; replies older than 90 days do not count', async () => {
    const now = new Date('2026-12-01T12:00:00Z')
    const coordinator = await insertStaffMember(db(), 'coordinator', [], 'Ana Pérez')
    await firstReplies(coordinator, [600, 1200, 3600, 7200], new Date('2026-11-20T10:00:00Z'))
    expect((await coordinatorProfile(db(), coordinator, 'en', now))!.usualReplySeconds).toBeNull()
    // Long ago, and slow: not counted.
    await firstReplies(coordinator, [90_000, 90_000, 90_000], new Date('2026-06-01T10:00:00Z'))
    await firstReplies(coordinator, [1800], new Date('2026-11-30T10:00:00Z'))
    expect((await coordinatorProfile(db(), coordinator, 'en', now))!.usualReplySeconds).toBe(1800)
  })
})

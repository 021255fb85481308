import { beforeAll, describe, expect, it } from 'vitest'
import type { StaffRole } from '~/access/roles'
import { writeSetting } from '~/settings/settings.server'
import { testStaffCaller } from '../../tests/setup/action-context'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { median, waitingConversations } from './waiting-conversations.server'

/*
 * Today's care conversations (issue 29): those waiting more than 4 working
 * hours (weekdays 08:00–18:00, Saturday 09:00–13:00, Bogotá time unless the
 * settings say otherwise), the oldest first, and the median first reply of
 * this week; clinic staff only for conversations they were brought into.
 */

// Monday 15 March 2027, 10:00 in Bogotá (UTC−5).
const now = new Date('2027-03-15T15:00:00.000Z')
const HOUR = 3600

describeEachDatabase('conversations waiting for the care team', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  const made: Record<string, number> = {}
  let clinicStaff: number
  let coordinator: number

  async function conversation(name: string, awaitingSince: string | null, { clinic }: { clinic?: 'bogota' | 'madrid' } = {}) {
    const patient = await insertPatient(db(), name)
    if (clinic) {
      await insertAppointment(db(), { user_id: patient, clinic_id: ids[clinic], service_id: ids.lasik, starts_at: '2027-03-01T15:00:00.000Z' })
    }
    const { id } = await db()
      .insertInto('care_conversations')
      .values({ patient_id: patient, coordinator_id: coordinator, awaiting_reply_since: awaitingSince, created_at: '2027-03-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }

  const reply = (conversationId: number, created_at: string, ended_wait_seconds: number | null) =>
    db()
      .insertInto('care_messages')
      .values({ conversation_id: conversationId, author_id: coordinator, kind: 'message', body: 'Reply', ended_wait_seconds, created_at })
      .execute()

  const member = (conversationId: number, userId: number) =>
    db()
      .insertInto('care_conversation_members')
      .values({ conversation_id: conversationId, user_id: userId, added_by: coordinator, added_at: '2027-03-01T00:00:00.000Z' })
      .execute()

  const staff = (role: StaffRole, id = 0) => testStaffCaller(role, { id, clinicIds: role === 'clinic_staff' ? [ids.bogota] : [] })

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    coordinator = await insertStaffMember(db(), 'coordinator')
    clinicStaff = await insertStaffMember(db(), 'clinic_staff', [ids.bogota])

    // Since Friday 16:00: 2 h on Friday, 4 on Saturday, 2 on Monday; 67 calendar hours.
    made.friday = await conversation('Ana Friday', '2027-03-12T21:00:00.000Z', { clinic: 'bogota' })
    // Since Friday 17:30, a Madrid patient: 0.5 + 4 + 2 = 6.5 h.
    made.fridayLater = await conversation('Bea Friday later', '2027-03-12T22:30:00.000Z', { clinic: 'madrid' })
    // Since Saturday 12:00: 46 calendar hours, over the night and the closed Sunday, but 1 + 2 = 3 working hours.
    made.saturday = await conversation('Carla Saturday', '2027-03-13T17:00:00.000Z', { clinic: 'bogota' })
    // Since Saturday 11:00: exactly 4 working hours, not more.
    made.exactlyFour = await conversation('Diana Saturday', '2027-03-13T16:00:00.000Z', { clinic: 'bogota' })
    // Since Sunday 21:00, three calendar hours before midnight: no working time until Monday 08:00.
    made.sundayNight = await conversation('Elena Sunday', '2027-03-15T02:00:00.000Z', { clinic: 'bogota' })
    // Answered: nothing waits.
    made.answered = await conversation('Fabio Answered', null, { clinic: 'bogota' })
    // Clinic staff brought into a long wait of a patient who has nothing at their clinic (not theirs to see).
    made.elsewhere = await conversation('Gala Elsewhere', '2027-03-10T15:00:00.000Z', { clinic: 'madrid' })

    for (const id of [made.friday, made.saturday, made.elsewhere, made.answered]) await member(id, clinicStaff)

    // Replies of this week (from Monday 00:00 in Bogotá, 05:00Z): 10 min, 1 h 12 min, 2.5 h; not the week before or next.
    await reply(made.answered, '2027-03-15T05:30:00.000Z', 600)
    await reply(made.fridayLater, '2027-03-15T13:10:00.000Z', 4320)
    await reply(made.fridayLater, '2027-03-15T14:00:00.000Z', 9000)
    await reply(made.fridayLater, '2027-03-15T14:10:00.000Z', null) // a second reply ends no wait
    await reply(made.answered, '2027-03-15T04:30:00.000Z', 99_999) // Sunday 23:30 in Bogotá: last week
    await reply(made.answered, '2027-03-22T05:30:00.000Z', 99_999) // next week
  }, 60_000)

  it('counts the working hours waited, not the calendar hours: more than 4 of the network’s business hours, the oldest first', async () => {
    const waiting = await waitingConversations(db(), staff('coordinator', coordinator), now)
    expect(waiting.count).toBe(3)
    expect(waiting.oldest).toEqual([
      {
        conversationId: made.elsewhere,
        patient: { id: expect.any(Number), name: 'Gala Elsewhere' },
        waitingSince: '2027-03-10T15:00:00.000Z',
        // Wednesday 10:00 to Monday 10:00: 8 + 10 + 10 + 4 + 2.
        workingSecondsWaited: 34 * HOUR,
      },
      expect.objectContaining({ conversationId: made.friday, waitingSince: '2027-03-12T21:00:00.000Z', workingSecondsWaited: 8 * HOUR }),
      expect.objectContaining({ conversationId: made.fridayLater, workingSecondsWaited: 6.5 * HOUR }),
    ])
    const ids_ = waiting.oldest.map((entry) => entry.conversationId)
    for (const quiet of [made.saturday, made.exactlyFour, made.sundayNight, made.answered]) expect(ids_).not.toContain(quiet)

    // By Monday 10:01 the one of Saturday 11:00 has waited a minute more than 4 hours; by 11:00 the Saturday noon one more than 3.
    const later = await waitingConversations(db(), staff('admin'), new Date('2027-03-15T16:01:00.000Z'))
    expect(later.count).toBe(5)
    expect(later.oldest.find((entry) => entry.conversationId === made.exactlyFour)?.workingSecondsWaited).toBe(4 * HOUR + 60 + HOUR)
    expect(later.oldest.map((entry) => entry.conversationId)).not.toContain(made.sundayNight)
  })

  it('the median first reply of this week only (Monday 00:00 in the network’s zone on)', async () => {
    expect((await waitingConversations(db(), staff('admin'), now)).medianFirstReplySeconds).toBe(4320)
    // The week after: one reply so far.
    expect((await waitingConversations(db(), staff('admin'), new Date('2027-03-23T15:00:00.000Z'))).medianFirstReplySeconds).toBe(99_999)
    // A week without replies.
    expect((await waitingConversations(db(), staff('admin'), new Date('2027-04-07T15:00:00.000Z'))).medianFirstReplySeconds).toBeNull()
  })

  it('clinic staff see only the conversations they were brought into, of patients of their clinics; their median too', async () => {
    const theirs = await waitingConversations(db(), staff('clinic_staff', clinicStaff), now)
    expect(theirs.count).toBe(1)
    expect(theirs.oldest.map((entry) => entry.conversationId)).toEqual([made.friday])
    // Of the week's replies only the one in a conversation of theirs.
    expect(theirs.medianFirstReplySeconds).toBe(600)
    const stranger = await insertStaffMember(db(), 'clinic_staff', [ids.bogota])
    expect(await waitingConversations(db(), staff('clinic_staff', stranger), now)).toEqual({ count: 0, oldest: [], medianFirstReplySeconds: null })
  })

  it('reads the network’s hours and zone from the settings', async () => {
    try {
      // Saturday closed: the Friday 16:00 one has waited 4 hours (not more), the Friday 17:30 one 2.5.
      await writeSetting(db(), 'general.hours_saturday', '')
      const noSaturday = await waitingConversations(db(), staff('admin'), now)
      expect(noSaturday.count).toBe(1)
      expect(noSaturday.oldest).toEqual([expect.objectContaining({ conversationId: made.elsewhere, workingSecondsWaited: 30 * HOUR })])
      // In Madrid the week starts at Sunday 23:00Z: last week's Sunday 23:30 (Bogotá) reply is this week's there.
      await writeSetting(db(), 'general.time_zone', 'Europe/Madrid')
      expect((await waitingConversations(db(), staff('admin'), now)).medianFirstReplySeconds).toBe(Math.round((4320 + 9000) / 2))
    } finally {
      await db().deleteFrom('settings').where('key', 'in', ['general.hours_saturday', 'general.time_zone']).execute()
    }
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull()
    expect(median([5])).toBe(5)
    expect(median([30, 10, 20])).toBe(20)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([1, 2])).toBe(2)
  })
})

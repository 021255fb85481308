import { expect, it } from 'vitest'
import { recordAppointmentOutcome } from '~/booking/record-appointment-outcome.server'
import { UNDO_SECONDS } from '~/booking/undo-window'
import { staffActionContext } from '../../tests/setup/action-context'
import { bookableHours } from '../../tests/setup/booking'
import { bookedHour, SERVICE } from '../../tests/setup/clinic-availability'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { appointmentPage } from './appointment-page.server'

/* The appointment page's read (issue 27): the slot picker's week and day, and the undo it offers. */

const ALL = { kind: 'all' } as const

describeEachDatabase('the console appointment page’s read (appointmentPage)', (db) => {
  it('the slot picker: a week of clinic days with their free hours, the asked day when it has some, else the first', async () => {
    const { clinic, slots } = await bookableHours(db(), SERVICE)
    const { appointmentId } = await bookedHour(db(), clinic, slots[0]!, { now: new Date() })
    const page = (await appointmentPage(db(), ALL, appointmentId, 'en', new Date()))!
    const move = page.move!
    expect(move.days).toHaveLength(7)
    expect(move.days.find((day) => day.date === move.chosen)!.free).toBe(move.hours.length)
    expect(move.hours.length).toBeGreaterThan(0)
    expect(move.hours.map((hour) => hour.startsAt)).not.toContain(slots[0])
    const other = move.days.find((day) => day.free > 0 && day.date !== move.chosen)
    if (other) expect((await appointmentPage(db(), ALL, appointmentId, 'en', new Date(), other.date))!.move!.chosen).toBe(other.date)
    // A day outside the window (or without free hours) falls back to the first with some.
    expect((await appointmentPage(db(), ALL, appointmentId, 'en', new Date(), '1999-01-01'))!.move!.chosen).toBe(move.chosen)
    expect(move.previousWeek).toBeNull()
    expect(page.emails).toEqual({ firstName: expect.any(String), locale: expect.stringMatching(/^(en|es)$/) })
  })

  it('undo is offered for a mark made less than the window ago, and not after it', async () => {
    const { clinic, slots } = await bookableHours(db(), SERVICE)
    const { appointmentId } = await bookedHour(db(), clinic, slots[1]!, { now: new Date() })
    const startsAt = new Date(Date.now() - 3_600_000).toISOString()
    await db().updateTable('appointments').set({ starts_at: startsAt }).where('id', '=', appointmentId).execute()
    const at = new Date()
    expect((await appointmentPage(db(), ALL, appointmentId, 'en', at))!.undo).toBeNull()
    await recordAppointmentOutcome({ ...staffActionContext(db(), 'coordinator'), now: at }, { appointmentId, outcome: 'no_show' })
    expect((await appointmentPage(db(), ALL, appointmentId, 'en', new Date(at.getTime() + 1_000)))!.undo).toMatchObject({
      status: 'no_show',
      until: new Date(at.getTime() + UNDO_SECONDS * 1000).toISOString(),
    })
    expect((await appointmentPage(db(), ALL, appointmentId, 'en', new Date(at.getTime() + (UNDO_SECONDS + 1) * 1000)))!.undo).toBeNull()
  })
})

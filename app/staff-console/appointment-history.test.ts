import { expect, it } from 'vitest'
import { staffCancelAppointment } from '~/booking/staff-cancel-appointment.server'
import { staffMoveAppointment } from '~/booking/staff-move-appointment.server'
import type { Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { formatMinorMoney } from '~/i18n/money'
import { signedInStaffContext } from '../../tests/setup/action-context'
import { bookableHours } from '../../tests/setup/booking'
import { bookedHour, SERVICE } from '../../tests/setup/clinic-availability'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { appointmentDetail } from './appointment-detail.server'
import { appointmentHistory } from './appointment-history.server'
import { historySentence, sentenceTools } from './audit-sentences'

/*
 * The appointment page's history read from the database: the patient's booking and payment, a staff
 * move (read on the appointment that replaced it) and a staff cancel with a partial refund, as sentences
 * with the staff member's name, in both languages; the old hour is a move, never "Cancelled".
 */
describeEachDatabase('an appointment’s history as sentences', (db) => {
  const sentences = async (appointmentId: number, locale: Locale) => {
    const detail = await appointmentDetail(db(), { kind: 'all' }, appointmentId, locale)
    const t = serverTranslator(locale) as unknown as (key: string, values?: Record<string, string | number>) => string
    const tools = sentenceTools(
      (key, values) => t(`console.history.${key}`, values),
      (date, options) => new Intl.DateTimeFormat(locale, options).format(date),
      (minor, currency) => formatMinorMoney(minor, currency, locale),
    )
    return (await appointmentHistory(db(), detail!)).map((event) => historySentence(event, tools))
  }

  it('booked, paid, moved by Lucía, cancelled with a partial refund by Mark: who, what, from and to, how much', async () => {
    const { clinic, slots } = await bookableHours(db(), SERVICE)
    const [from, to] = [slots[0]!, slots.findLast((slot) => slot.slice(0, 10) !== slots[0]!.slice(0, 10))!]
    const { appointmentId } = await bookedHour(db(), clinic, from, { now: new Date() })
    const lucia = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Gómez' })
    const moved = await staffMoveAppointment(lucia, {
      appointmentId,
      startsAt: to,
      reason: { code: 'specialist_unavailable', tellPatient: true },
    })
    if (!moved.ok) throw new Error(moved.code)
    const mark = await signedInStaffContext(db(), 'admin', { name: 'Mark Evans' })
    const { fee_minor: fee, currency } = await db()
      .selectFrom('appointments')
      .select(['fee_minor', 'currency'])
      .where('id', '=', moved.newId)
      .executeTakeFirstOrThrow()
    const cancelled = await staffCancelAppointment(mark, {
      appointmentId: moved.newId,
      refundMinor: Math.floor(fee! / 2),
      reason: { code: 'clinic_closed', tellPatient: false },
    })
    if (!cancelled.ok) throw new Error(cancelled.code)
    const [half, whole] = [formatMinorMoney(Math.floor(fee! / 2), currency!, 'en'), formatMinorMoney(fee!, currency!, 'en')]

    const english = await sentences(moved.newId, 'en')
    expect(english).toEqual([
      expect.stringMatching(/ booked the appointment for \w{3}, \w{3} \d+, \d\d:\d\d \(clinic time\)$/),
      expect.stringMatching(new RegExp(` paid ${whole.replace(/[$.]/g, '\\$&')}$`)),
      expect.stringMatching(/^Lucía Gómez moved the appointment from .+ to .+ \(clinic time\) — reason: specialist unavailable$/),
      `Mark Evans cancelled it and refunded ${half} of ${whole} — reason: clinic closed`,
    ])
    const spanish = await sentences(moved.newId, 'es')
    expect(spanish[2]).toMatch(/^Lucía Gómez movió la cita del .+ al .+ \(hora de la clínica\) — motivo: especialista no disponible$/)
    expect(spanish[3]).toMatch(/^Mark Evans la canceló y reembolsó .+ de .+ — motivo: clínica cerrada$/)
    // The old appointment's page tells the same story (its audit entry is the move).
    expect((await sentences(appointmentId, 'en'))[2]).toBe(english[2])
    expect(english.join('\n')).not.toMatch(/Cancelled|appointment\.move|@/)
  })
})

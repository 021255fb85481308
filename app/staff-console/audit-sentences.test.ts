import { describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { formatMinorMoney } from '~/i18n/money'
import { historySentence, sentenceTools, type HistoryEvent } from './audit-sentences'

/*
 * Every audit action the app writes (grep recordAudit for `action:`), and the patient's own events, as
 * the sentence staff read, in both languages.
 */

function say(locale: Locale, event: Partial<HistoryEvent> & Pick<HistoryEvent, 'action'>) {
  const t = serverTranslator(locale) as unknown as (key: string, values?: Record<string, string | number>) => string
  const tools = sentenceTools(
    (key, values) => t(`console.history.${key}`, values),
    (date, options) => new Intl.DateTimeFormat(locale, options).format(date),
    (minor, currency) => formatMinorMoney(minor, currency, locale),
  )
  return historySentence({ key: 'k', at: '2026-11-26T15:00:00Z', actor: 'Lucía Gómez', before: null, after: null, ...event }, tools)
}

const bogota = { timeZone: 'America/Bogota', paid: { minor: 12_000, currency: 'USD' } }

describe('the appointment history’s sentences', () => {
  it('a move by staff: from and to in clinic time, the reason, whether the patient was told', () => {
    const move = {
      action: 'appointment.move',
      appointment: bogota,
      before: { id: 9, startsAt: '2026-11-26T15:00:00.000Z' },
      after: { id: 10, startsAt: '2026-11-27T16:30:00.000Z', notified: true, reason: { code: 'clinic_closed', toldPatient: true } },
    }
    expect(say('en', move)).toBe(
      'Lucía Gómez moved the appointment from Thu, Nov 26, 10:00 to Fri, Nov 27, 11:30 (clinic time) — reason: clinic closed',
    )
    expect(say('es', move)).toBe(
      'Lucía Gómez movió la cita del jue, 26 nov, 10:00 al vie, 27 nov, 11:30 (hora de la clínica) — motivo: clínica cerrada',
    )
    const quiet = { ...move, after: { id: 10, startsAt: '2026-11-27T16:30:00.000Z', notified: false } }
    expect(say('en', quiet)).toBe(
      'Lucía Gómez moved the appointment from Thu, Nov 26, 10:00 to Fri, Nov 27, 11:30 (clinic time) — the patient was not emailed',
    )
  })

  it('a cancel by staff: what was refunded of what was paid, and the reason with the staff’s words', () => {
    const cancel = {
      action: 'appointment.cancel',
      actor: 'Mark Evans',
      appointment: bogota,
      before: { status: 'confirmed', refundedMinor: 0 },
      after: { status: 'cancelled', refundedMinor: 6000, reason: { code: 'clinic_closed', text: 'power cut', toldPatient: true } },
    }
    expect(say('en', cancel)).toBe('Mark Evans cancelled it and refunded US$60 of US$120 — reason: clinic closed (power cut)')
    expect(say('es', cancel)).toBe('Mark Evans la canceló y reembolsó 60\u00a0US$ de 120\u00a0US$ — motivo: clínica cerrada (power cut)')
    const other = { ...cancel, after: { status: 'cancelled', refundedMinor: 0, reason: { code: 'other', text: 'double booked by phone' } } }
    expect(say('en', other)).toBe('Mark Evans cancelled it without a refund of the US$120 paid — reason: double booked by phone')
    const unpaid = { action: 'appointment.cancel', actor: 'Mark Evans', appointment: { ...bogota, paid: null }, after: { refundedMinor: 0 } }
    expect(say('en', unpaid)).toBe('Mark Evans cancelled the appointment')
    expect(say('es', unpaid)).toBe('Mark Evans canceló la cita')
  })

  it('marks, their undo and notes', () => {
    expect(say('en', { action: 'appointment.completed' })).toBe('Lucía Gómez marked it completed')
    expect(say('es', { action: 'appointment.completed' })).toBe('Lucía Gómez la marcó como completada')
    const noShow = { action: 'appointment.no_show', after: { status: 'no_show', reason: { code: 'did_not_arrive' } } }
    expect(say('en', noShow)).toBe('Lucía Gómez marked it as a no-show — reason: did not arrive')
    expect(say('es', noShow)).toBe('Lucía Gómez la marcó como no presentada — motivo: no llegó')
    const undo = { action: 'appointment.undo', after: { status: 'confirmed', undid: 'appointment.no_show' } }
    expect(say('en', undo)).toBe('Lucía Gómez undid the mark “no-show”: the appointment is confirmed again')
    expect(say('es', undo)).toBe('Lucía Gómez deshizo la marca «no presentada»: la cita vuelve a estar confirmada')
    expect(say('en', { action: 'appointment.note', after: { noteId: 1, body: 'Allergic to…' } })).toBe('Lucía Gómez added an internal note')
    expect(say('es', { action: 'appointment.note', after: { noteId: 1, body: 'Alérgica a…' } })).toBe('Lucía Gómez añadió una nota interna')
  })

  it('the patient’s own events, read from the appointment', () => {
    const patient = { actor: 'Carmen Ruiz', appointment: bogota }
    expect(say('en', { ...patient, action: 'patient.booked', after: { startsAt: '2026-11-26T15:00:00.000Z' } })).toBe(
      'Carmen Ruiz booked the appointment for Thu, Nov 26, 10:00 (clinic time)',
    )
    expect(say('es', { ...patient, action: 'patient.booked', after: { startsAt: '2026-11-26T15:00:00.000Z' } })).toBe(
      'Carmen Ruiz reservó la cita para el jue, 26 nov, 10:00 (hora de la clínica)',
    )
    expect(say('en', { ...patient, action: 'patient.paid' })).toBe('Carmen Ruiz paid US$120')
    expect(say('es', { ...patient, action: 'patient.paid' })).toBe('Carmen Ruiz pagó 120\u00a0US$')
    const moved = {
      ...patient,
      action: 'patient.moved',
      before: { startsAt: '2026-11-26T15:00:00.000Z' },
      after: { startsAt: '2026-11-30T14:00:00.000Z' },
    }
    expect(say('en', moved)).toBe('Carmen Ruiz moved the appointment from Thu, Nov 26, 10:00 to Mon, Nov 30, 09:00 (clinic time)')
    const cancelled = { ...patient, action: 'patient.cancelled', after: { refundedMinor: 12_000 } }
    expect(say('en', cancelled)).toBe('Carmen Ruiz cancelled it and got US$120 of US$120 back')
    expect(say('es', cancelled)).toBe('Carmen Ruiz la canceló y recuperó 120\u00a0US$ de 120\u00a0US$')
    expect(say('en', { action: 'hold.expired', actor: null })).toBe('The hold lapsed without payment and the hour was freed')
    expect(say('es', { action: 'hold.expired', actor: null })).toBe('La reserva caducó sin pago y la hora quedó libre')
  })
})

describe('the audit trail’s sentences, every action the app writes', () => {
  const clinic = 'Clínica Visión Andina'
  const cases: Array<[Partial<HistoryEvent> & Pick<HistoryEvent, 'action'>, string, string]> = [
    [
      { action: 'clinic.hours', entity: clinic },
      'Lucía Gómez changed the weekly hours of Clínica Visión Andina',
      'Lucía Gómez cambió el horario semanal de Clínica Visión Andina',
    ],
    [
      { action: 'clinic.booking_rules', entity: clinic },
      'Lucía Gómez changed the booking rules of Clínica Visión Andina',
      'Lucía Gómez cambió las reglas de reserva de Clínica Visión Andina',
    ],
    [
      { action: 'clinic.closure_add', entity: clinic, after: { id: 1, date: '2026-12-24', starts: null, ends: null } },
      'Lucía Gómez closed Clínica Visión Andina on Dec 24, 2026',
      'Lucía Gómez cerró Clínica Visión Andina el 24 dic 2026',
    ],
    [
      { action: 'clinic.closure_remove', entity: clinic, before: { id: 1, date: '2026-12-24', starts: '08:00', ends: '12:00' } },
      'Lucía Gómez removed the closure of Clínica Visión Andina on Dec 24, 2026 from 08:00 to 12:00',
      'Lucía Gómez quitó el cierre de Clínica Visión Andina del 24 dic 2026 de 08:00 a 12:00',
    ],
    [{ action: 'content.create', entity: 'LASIK' }, 'Lucía Gómez created LASIK', 'Lucía Gómez creó LASIK'],
    [{ action: 'content.save_draft', entity: 'LASIK' }, 'Lucía Gómez saved a draft of LASIK', 'Lucía Gómez guardó un borrador de LASIK'],
    [{ action: 'content.publish', entity: 'LASIK' }, 'Lucía Gómez published LASIK', 'Lucía Gómez publicó LASIK'],
    [
      { action: 'content.publish_scheduled', entity: 'LASIK', actor: null },
      'LASIK was published at its scheduled time',
      'LASIK se publicó a la hora programada',
    ],
    [
      { action: 'content.restore', entity: 'LASIK' },
      'Lucía Gómez restored an earlier version of LASIK',
      'Lucía Gómez restauró una versión anterior de LASIK',
    ],
    [
      { action: 'content.schedule', entity: 'LASIK', after: { status: 'scheduled', scheduledAt: '2026-12-01T09:00:00.000Z' } },
      'Lucía Gómez scheduled LASIK to be published on Tue, Dec 1, 09:00 (UTC)',
      'Lucía Gómez programó la publicación de LASIK para el mar, 1 dic, 09:00 (UTC)',
    ],
    [
      { action: 'content.cancel_schedule', entity: 'LASIK' },
      'Lucía Gómez cancelled the scheduled publication of LASIK',
      'Lucía Gómez anuló la publicación programada de LASIK',
    ],
    [{ action: 'content.unpublish', entity: 'LASIK' }, 'Lucía Gómez unpublished LASIK', 'Lucía Gómez retiró LASIK de la web'],
    [{ action: 'contact_message.reply', entity: 'message #5' }, 'Lucía Gómez replied to message #5', 'Lucía Gómez respondió al message #5'],
    [
      { action: 'contact_message.set_status', entity: 'message #5', after: { status: 'closed' } },
      'Lucía Gómez marked message #5 as closed',
      'Lucía Gómez marcó el message #5 como cerrado',
    ],
    [
      { action: 'contact_message.assign', entity: 'message #5', after: { assigneeId: 3, assignee: 'Mark Evans' } },
      'Lucía Gómez assigned message #5 to Mark Evans',
      'Lucía Gómez asignó el message #5 a Mark Evans',
    ],
    [
      { action: 'staff.invite', entity: 'Ana Ríos', after: { email: 'ana@x.example', name: 'Ana', role: 'clinic_staff' } },
      'Lucía Gómez invited Ana Ríos as clinic staff',
      'Lucía Gómez invitó a Ana Ríos como personal de clínica',
    ],
    [
      { action: 'staff.invite', actor: null, after: { email: 'ana@x.example', name: '', role: 'admin' } },
      'The system invited ana@x.example as administrator',
      'El sistema invitó a ana@x.example como administrador',
    ],
    [
      { action: 'staff.change_access', entity: 'Ana Ríos', after: { role: 'coordinator', clinics: [] } },
      'Lucía Gómez changed the access of Ana Ríos: now coordinator',
      'Lucía Gómez cambió el acceso de Ana Ríos: ahora es coordinador',
    ],
    [{ action: 'staff.accept_invitation' }, 'Lucía Gómez accepted their invitation', 'Lucía Gómez aceptó su invitación'],
    [{ action: 'staff.account_update' }, 'Lucía Gómez updated their own account', 'Lucía Gómez actualizó su propia cuenta'],
    [
      { action: 'staff.device_remembered' },
      'Lucía Gómez had a device remembered for two-factor sign-in',
      'Lucía Gómez guardó un dispositivo de confianza para el inicio de sesión en dos pasos',
    ],
    [{ action: 'staff.password_reset' }, 'Lucía Gómez reset their password', 'Lucía Gómez restableció su contraseña'],
    [{ action: 'staff.recovery_code_used' }, 'Lucía Gómez signed in with a recovery code', 'Lucía Gómez inició sesión con un código de recuperación'],
    [{ action: 'staff.two_factor_set_up' }, 'Lucía Gómez set up two-factor sign-in', 'Lucía Gómez configuró el inicio de sesión en dos pasos'],
    [
      { action: 'staff.profile', entity: 'Ana Ríos' },
      'Lucía Gómez changed what patients see of Ana Ríos',
      'Lucía Gómez cambió lo que los pacientes ven de Ana Ríos',
    ],
    [{ action: 'staff.disable', entity: 'Ana Ríos' }, 'Lucía Gómez disabled Ana Ríos', 'Lucía Gómez desactivó a Ana Ríos'],
    [{ action: 'staff.enable', entity: 'Ana Ríos' }, 'Lucía Gómez enabled Ana Ríos', 'Lucía Gómez reactivó a Ana Ríos'],
    [
      { action: 'staff.reset_two_factor', entity: 'Ana Ríos' },
      'Lucía Gómez reset the two-factor sign-in of Ana Ríos',
      'Lucía Gómez restableció el inicio de sesión en dos pasos de Ana Ríos',
    ],
    [
      { action: 'treatment.create', entity: 'plan #7' },
      'Lucía Gómez created the treatment plan plan #7',
      'Lucía Gómez creó el plan de tratamiento plan #7',
    ],
    [
      { action: 'treatment.create', entity: 'LASIK', after: { duplicateOf: [3] } },
      'Lucía Gómez created the treatment plan LASIK, another of a treatment the patient already had there',
      'Lucía Gómez creó el plan de tratamiento LASIK, otro de un tratamiento que el paciente ya tenía allí',
    ],
    [
      { action: 'treatment.update', entity: 'LASIK' },
      'Lucía Gómez changed the treatment plan LASIK',
      'Lucía Gómez cambió el plan de tratamiento LASIK',
    ],
    [
      { action: 'treatment.step_add', entity: 'LASIK', after: { treatmentId: 7, title: 'Cirugía' } },
      'Lucía Gómez added the step “Cirugía” to LASIK',
      'Lucía Gómez añadió el paso «Cirugía» a LASIK',
    ],
    [
      { action: 'treatment.step_update', entity: 'LASIK', after: { title: 'Control' } },
      'Lucía Gómez changed the step “Control” of LASIK',
      'Lucía Gómez cambió el paso «Control» de LASIK',
    ],
    [
      { action: 'treatment_document.attach', entity: 'LASIK', after: { treatmentId: 7, fileName: 'scan.pdf' } },
      'Lucía Gómez attached the document “scan.pdf” to LASIK',
      'Lucía Gómez adjuntó el documento «scan.pdf» a LASIK',
    ],
    [
      { action: 'treatment_document.remove', entity: 'LASIK', before: { treatmentId: 7, fileName: 'scan.pdf' } },
      'Lucía Gómez removed the document “scan.pdf” from LASIK',
      'Lucía Gómez quitó el documento «scan.pdf» de LASIK',
    ],
    [
      { action: 'conversation.reply', entity: 'Marta Ruiz', after: { messageId: 4, attachments: 0 } },
      'Lucía Gómez wrote to Marta Ruiz in their conversation',
      'Lucía Gómez escribió a Marta Ruiz en su conversación',
    ],
    [
      { action: 'conversation.reply', entity: 'Marta Ruiz', after: { messageId: 4, attachments: 2 } },
      'Lucía Gómez wrote to Marta Ruiz in their conversation, with 2 files',
      'Lucía Gómez escribió a Marta Ruiz en su conversación, con 2 archivos',
    ],
    [
      { action: 'conversation.note', entity: 'Marta Ruiz', after: { messageId: 5, attachments: 1 } },
      'Lucía Gómez added an internal note to the conversation with Marta Ruiz, with 1 file',
      'Lucía Gómez añadió una nota interna a la conversación con Marta Ruiz, con 1 archivo',
    ],
    [
      { action: 'conversation.assign', entity: 'Marta Ruiz', after: { coordinatorId: 3, coordinator: 'Ana Pérez' } },
      'Lucía Gómez made Ana Pérez the coordinator of Marta Ruiz',
      'Lucía Gómez asignó la coordinación de Marta Ruiz a Ana Pérez',
    ],
    [
      { action: 'conversation.add_member', entity: 'Marta Ruiz', after: { userId: 8, colleague: 'Dr. Ruiz' } },
      'Lucía Gómez brought Dr. Ruiz into the conversation with Marta Ruiz',
      'Lucía Gómez incorporó a Dr. Ruiz a la conversación con Marta Ruiz',
    ],
    [
      { action: 'conversation.no_reply_needed', entity: 'Marta Ruiz' },
      'Lucía Gómez marked the conversation with Marta Ruiz as needing no reply',
      'Lucía Gómez marcó la conversación con Marta Ruiz como sin necesidad de respuesta',
    ],
    [
      {
        action: 'exchange_rates.enter',
        entity: 'USD/COP 2026-11-27',
        after: { pair: 'USD/COP', rateDate: '2026-11-27', rate: '4150.25', source: 'manual' },
      },
      'Lucía Gómez entered the exchange rate 1 USD = 4150.25 COP for Nov 27, 2026',
      'Lucía Gómez introdujo el tipo de cambio 1 USD = 4150.25 COP del 27 nov 2026',
    ],
    [
      {
        action: 'exchange_rates.enter',
        entity: 'EUR/USD 2026-11-26',
        before: { pair: 'EUR/USD', rateDate: '2026-11-26', rate: '1.0512', source: 'ecb' },
        after: { pair: 'EUR/USD', rateDate: '2026-11-26', rate: '1.05', source: 'manual' },
      },
      'Lucía Gómez changed the exchange rate EUR → USD of Nov 26, 2026 from 1.0512 to 1.05',
      'Lucía Gómez cambió el tipo de cambio EUR → USD del 26 nov 2026 de 1.0512 a 1.05',
    ],
    [
      {
        action: 'exchange_rates.import',
        entity: 'ecb 2026-11-27',
        after: { source: 'ecb', firstDate: '2026-11-27', lastDate: '2026-11-27', inserted: 7, updated: 1, unchanged: 0 },
      },
      "Lucía Gómez imported the ECB's rates of Nov 27, 2026: 7 new, 1 changed",
      'Lucía Gómez importó los tipos del BCE del 27 nov 2026: 7 nuevos, 1 cambiado',
    ],
    [
      {
        action: 'exchange_rates.import',
        entity: 'ecb 1999-01-04..2026-11-27',
        after: { source: 'ecb', firstDate: '1999-01-04', lastDate: '2026-11-27', inserted: 95_210, updated: 0, unchanged: 12 },
      },
      "Lucía Gómez imported the ECB's rates from Jan 4, 1999 to Nov 27, 2026: 95,210 new, 0 changed",
      'Lucía Gómez importó los tipos del BCE del 4 ene 1999 al 27 nov 2026: 95.210 nuevos, 0 cambiados',
    ],
    [
      { action: 'quote_request.send', entity: 'Marta Ruiz (LASIK)', actor: 'Marta Ruiz', after: { status: 'requested' } },
      'Marta Ruiz asked for a personal quote',
      'Marta Ruiz pidió un presupuesto personal',
    ],
    [
      { action: 'quote_request.prepare', entity: 'Marta Ruiz (LASIK)', after: { status: 'in_preparation', coordinatorId: 3 } },
      'Lucía Gómez began preparing the quote for Marta Ruiz (LASIK)',
      'Lucía Gómez empezó a preparar el presupuesto para Marta Ruiz (LASIK)',
    ],
    [
      { action: 'quote.start', entity: 'Marta Ruiz (LASIK)', after: { requestId: 4, reissueOf: null } },
      'Lucía Gómez started a quote for Marta Ruiz (LASIK)',
      'Lucía Gómez empezó un presupuesto para Marta Ruiz (LASIK)',
    ],
    [
      { action: 'quote.start', entity: 'Marta Ruiz (LASIK)', after: { requestId: 4, reissueOf: 7 } },
      'Lucía Gómez started a new version of the quote for Marta Ruiz (LASIK)',
      'Lucía Gómez empezó una nueva versión del presupuesto para Marta Ruiz (LASIK)',
    ],
    [
      { action: 'quote.save', entity: 'Marta Ruiz (LASIK)', after: { version: 2, options: [] } },
      'Lucía Gómez saved the draft quote for Marta Ruiz (LASIK)',
      'Lucía Gómez guardó el borrador del presupuesto para Marta Ruiz (LASIK)',
    ],
    [
      { action: 'quote.send', entity: 'Marta Ruiz (LASIK)', before: { status: 'draft' }, after: { status: 'sent', rates: [] } },
      'Lucía Gómez sent the quote to Marta Ruiz (LASIK)',
      'Lucía Gómez envió el presupuesto a Marta Ruiz (LASIK)',
    ],
    [
      { action: 'quote_request.answer', entity: 'Marta Ruiz (LASIK)', after: { status: 'sent', quoteId: 8 } },
      'Lucía Gómez answered the quote request of Marta Ruiz (LASIK)',
      'Lucía Gómez respondió a la solicitud de presupuesto de Marta Ruiz (LASIK)',
    ],
    [
      { action: 'quote.replace', entity: 'Marta Ruiz (LASIK)', after: { status: 'replaced', by: 8 } },
      'The quote for Marta Ruiz (LASIK) was replaced by a newer one sent by Lucía Gómez',
      'El presupuesto para Marta Ruiz (LASIK) quedó sustituido por uno más reciente que envió Lucía Gómez',
    ],
    [
      { action: 'quote.accept', entity: 'Marta Ruiz (LASIK)', actor: 'Marta Ruiz', after: { status: 'accepted', optionId: 3 } },
      'Marta Ruiz accepted the quote',
      'Marta Ruiz aceptó el presupuesto',
    ],
    [
      { action: 'quote.decline', entity: 'Marta Ruiz (LASIK)', actor: 'Marta Ruiz', after: { status: 'declined', reasonGiven: true } },
      'Marta Ruiz declined the quote, giving a reason',
      'Marta Ruiz rechazó el presupuesto e indicó un motivo',
    ],
    [
      { action: 'quote.decline', entity: 'Marta Ruiz (LASIK)', actor: 'Marta Ruiz', after: { status: 'declined', reasonGiven: false } },
      'Marta Ruiz declined the quote',
      'Marta Ruiz rechazó el presupuesto',
    ],
    [
      { action: 'quote.expire', entity: 'Marta Ruiz (LASIK)', actor: null, after: { status: 'expired', validUntil: '2026-12-05' } },
      'The quote for Marta Ruiz (LASIK) expired unanswered',
      'El presupuesto para Marta Ruiz (LASIK) caducó sin respuesta',
    ],
    [{ action: 'review.reply', entity: 'review #4' }, 'Lucía Gómez replied in public to a review', 'Lucía Gómez respondió en público a una opinión'],
    [
      { action: 'review.hide', entity: 'review #4', after: { status: 'hidden', reason: 'personal_data', version: 3, patientTold: true } },
      'Lucía Gómez hid a review: personal data',
      'Lucía Gómez ocultó una opinión: datos personales',
    ],
    [{ action: 'review.unhide', entity: 'review #4' }, 'Lucía Gómez showed a hidden review again', 'Lucía Gómez volvió a mostrar una opinión oculta'],
    [
      { action: 'billing.refund_retry', entity: 'appointment #9', actor: null },
      'The system: “billing.refund_retry” on appointment #9',
      'El sistema: «billing.refund_retry» en appointment #9',
    ],
  ]

  it.each(cases)('%o', (event, english, spanish) => {
    expect(say('en', event)).toBe(english)
    expect(say('es', event)).toBe(spanish)
  })
})

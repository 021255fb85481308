import type { DateTimeFormatOptions } from 'use-intl'

/*
 * What happened, as people say it (issue 27, item 5): every audit action the
 * app writes, and the patient's own booking, payment, moves and cancellation
 * read from the appointment, as one sentence in the reader's language with
 * the person's name, clinic-time dates and amounts ("Lucía Gómez moved the
 * appointment from Thu 26 Nov 10:00 to Fri 27 Nov 11:30 (clinic time)").
 * The appointment page's history and the Audit page both write their lines
 * here; stored entries stay as they are. An action this list does not know
 * still reads as a sentence (`generic`). Plain functions of the catalogue's
 * console.history words, so both languages are unit-tested.
 */

/** One thing that happened, from the audit trail or read from the appointment itself. */
export interface HistoryEvent {
  /** Unique within a list. */
  key: string
  /** When, as an ISO instant; null when the data does not keep it (a patient's cancellation). */
  at: string | null
  /**
   * The audit action (`appointment.move`…), or one read from the appointment: `patient.booked`,
   * `patient.paid`, `patient.moved`, `patient.cancelled`, `hold.expired`.
   */
  action: string
  /** Who: a person's name (else their email); null for the system. */
  actor: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  /** The record it is about, as the reader knows it ("Clínica Visión Andina", "Appointment #9"). */
  entity?: string
  /** The appointment's clinic zone (its hours are said in it) and what was paid (refunds say "of"). */
  appointment?: { timeZone: string; paid: { minor: number; currency: string } | null }
}

/** The console.history words and the page's formatters. */
export interface SentenceTools {
  t: (key: string, values?: Record<string, string | number>) => string
  /** An instant in a time zone, short: "Thu 26 Nov 10:00". */
  when: (iso: string, timeZone: string) => string
  /** A calendar day (YYYY-MM-DD). */
  day: (date: string) => string
  money: (minor: number, currency: string) => string
}

const REASONS = new Set([
  'clinic_closed',
  'specialist_unavailable',
  'patient_asked',
  'duplicate_booking',
  'did_not_arrive',
  'arrived_too_late',
  'other',
])

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const number = (value: unknown) => (typeof value === 'number' ? value : undefined)

/** "clinic closed", "other: the laser is broken" — the listed reason and the words staff gave. */
function reasonOf(event: HistoryEvent, { t }: SentenceTools) {
  const reason = event.after?.reason as { code?: unknown; text?: unknown } | undefined
  if (!reason || typeof reason !== 'object') return undefined
  const code = text(reason.code)
  const label = code && REASONS.has(code) && code !== 'other' ? t(`reasons.${code}`) : undefined
  const words = text(reason.text)
  if (label && words) return `${label} (${words})`
  return label ?? words ?? (code ? t('reasons.other') : undefined)
}

function withReason(sentence: string, event: HistoryEvent, tools: SentenceTools) {
  const reason = reasonOf(event, tools)
  return reason ? tools.t('with_reason', { sentence, reason }) : sentence
}

/** The sentence of one event. */
export function historySentence(event: HistoryEvent, tools: SentenceTools): string {
  const { t, when, day, money } = tools
  const actor = event.actor ?? t('system')
  const entity = event.entity ?? ''
  const zone = event.appointment?.timeZone ?? 'UTC'
  const before = event.before ?? {}
  const after = event.after ?? {}
  const paid = event.appointment?.paid
  switch (event.action) {
    case 'patient.booked':
      return text(after.startsAt) ? t('booked', { actor, at: when(text(after.startsAt)!, zone) }) : t('booked_plain', { actor })
    case 'patient.paid':
      return paid ? t('paid', { actor, amount: money(paid.minor, paid.currency) }) : t('paid_plain', { actor })
    case 'hold.expired':
      return t('hold_expired')
    case 'patient.moved':
    case 'appointment.move': {
      const from = text(before.startsAt)
      const to = text(after.startsAt)
      const sentence = from && to ? t('moved', { actor, from: when(from, zone), to: when(to, zone) }) : t('moved_plain', { actor })
      return withReason(after.notified === false ? `${sentence} ${t('not_notified')}` : sentence, event, tools)
    }
    case 'patient.cancelled':
    case 'appointment.cancel': {
      const refunded = number(after.refundedMinor) ?? 0
      const byPatient = event.action === 'patient.cancelled'
      const sentence =
        refunded > 0 && paid
          ? t(byPatient ? 'patient_cancelled_refund' : 'cancelled_refund', {
              actor,
              refunded: money(refunded, paid.currency),
              paid: money(paid.minor, paid.currency),
            })
          : paid && paid.minor > 0
            ? t('cancelled_no_refund', { actor, paid: money(paid.minor, paid.currency) })
            : t('cancelled', { actor })
      return withReason(sentence, event, tools)
    }
    case 'appointment.completed':
      return t('completed', { actor })
    case 'appointment.no_show':
      return withReason(t('no_show', { actor }), event, tools)
    case 'appointment.undo':
      return t('undo', { actor, mark: text(after.undid) === 'appointment.completed' ? t('mark_completed') : t('mark_no_show') })
    case 'appointment.note':
      return t('note', { actor })
    case 'clinic.hours':
      return t('clinic_hours', { actor, entity })
    case 'clinic.booking_rules':
      return t('clinic_rules', { actor, entity })
    case 'clinic.closure_add':
    case 'clinic.closure_remove': {
      const closure = event.action === 'clinic.closure_add' ? after : before
      const key = event.action === 'clinic.closure_add' ? 'closure_add' : 'closure_remove'
      const date = text(closure.date)
      const [starts, ends] = [text(closure.starts), text(closure.ends)]
      if (!date) return t(key, { actor, entity })
      return starts && ends ? t(`${key}_hours`, { actor, entity, day: day(date), starts, ends }) : t(`${key}_day`, { actor, entity, day: day(date) })
    }
    case 'content.create':
    case 'content.save_draft':
    case 'content.publish':
    case 'content.restore':
    case 'content.unpublish':
    case 'content.cancel_schedule':
      return t(event.action.replace('.', '_'), { actor, entity })
    case 'content.publish_scheduled':
      return t('content_publish_scheduled', { entity })
    case 'content.schedule_withdrawn':
      return t('content_schedule_withdrawn', { entity })
    case 'content.schedule': {
      const at = text(after.scheduledAt)
      return at ? t('content_schedule', { actor, entity, at: when(at, 'UTC') }) : t('content_schedule_plain', { actor, entity })
    }
    case 'contact_message.reply':
      return t('message_reply', { actor, entity })
    case 'contact_message.set_status': {
      const status = text(after.status)
      return status ? t('message_status', { actor, entity, status: t(`message_statuses.${status}`) }) : t('message_changed', { actor, entity })
    }
    case 'contact_message.assign': {
      const assignee = text(after.assignee)
      return assignee ? t('message_assign', { actor, entity, assignee }) : t('message_unassign', { actor, entity })
    }
    case 'staff.invite':
      // The invited person as the page names them now, else as the invitation wrote them (an invitation may have no name yet).
      return t('staff_invite', { actor, entity: entity || text(after.name) || text(after.email) || '—', role: roleOf(after.role, t) })
    case 'staff.change_access':
      return t('staff_access', { actor, entity, role: roleOf(after.role, t) })
    case 'staff.profile':
      return t('staff_profile', { actor, entity })
    case 'staff.accept_invitation':
    case 'staff.account_update':
    case 'staff.device_remembered':
    case 'staff.password_reset':
    case 'staff.recovery_code_used':
    case 'staff.two_factor_set_up':
    case 'staff.disable':
    case 'staff.enable':
    case 'staff.reset_two_factor':
      return t(event.action.replace('.', '_'), { actor, entity })
    case 'treatment.create':
      return t(Array.isArray(after.duplicateOf) ? 'treatment_create_duplicate' : 'treatment_create', { actor, entity })
    case 'treatment.update':
      return t('treatment_update', { actor, entity })
    case 'treatment.step_add':
      return t('step_add', { actor, step: text(after.title) ?? '', entity })
    case 'treatment.step_update':
      return t('step_update', { actor, step: text(after.title) ?? text(before.title) ?? '', entity })
    case 'treatment_document.attach':
      return t('document_attach', { actor, file: text(after.fileName) ?? '', entity })
    case 'treatment_document.remove':
      return t('document_remove', { actor, file: text(before.fileName) ?? '', entity })
    case 'conversation.reply':
    case 'conversation.note': {
      const files = number(after.attachments) ?? 0
      const key = event.action === 'conversation.reply' ? 'conversation_reply' : 'conversation_note'
      return files > 0 ? t(`${key}_files`, { actor, entity, files }) : t(key, { actor, entity })
    }
    case 'conversation.assign':
      return t('conversation_assign', { actor, entity, coordinator: text(after.coordinator) ?? '—' })
    case 'conversation.add_member':
      return t('conversation_add_member', { actor, entity, colleague: text(after.colleague) ?? '—' })
    case 'conversation.no_reply_needed':
      return t('conversation_no_reply_needed', { actor, entity })
    case 'exchange_rates.enter': {
      const [base, quote] = (text(after.pair) ?? '').split('/')
      const [rate, date] = [text(after.rate), text(after.rateDate)]
      if (!base || !quote || !rate || !date) return t('generic', { actor, action: event.action, entity: entity || '—' })
      const was = text(before.rate)
      return was
        ? t('exchange_rate_replace', { actor, base, quote, day: day(date), before: was, rate })
        : t('exchange_rate_enter', { actor, base, quote, day: day(date), rate })
    }
    case 'exchange_rates.import': {
      const [first, last] = [text(after.firstDate), text(after.lastDate)]
      if (!first || !last) return t('generic', { actor, action: event.action, entity: entity || '—' })
      const counts = { inserted: number(after.inserted) ?? 0, updated: number(after.updated) ?? 0 }
      return first === last
        ? t('exchange_rate_import_day', { actor, day: day(first), ...counts })
        : t('exchange_rate_import', { actor, first: day(first), last: day(last), ...counts })
    }
    case 'quote.start':
      return t(after.reissueOf ? 'quote_reissue' : 'quote_start', { actor, entity: entity || '—' })
    case 'quote.save':
    case 'quote.send':
    case 'quote.replace':
    case 'quote.expire':
      return t(event.action.replace('.', '_'), { actor, entity: entity || '—' })
    case 'quote.accept':
      return t('quote_accept', { actor })
    case 'quote.decline':
      return t(after.reasonGiven === true ? 'quote_decline_reason' : 'quote_decline', { actor })
    case 'quote_request.send':
      return t('quote_request_send', { actor })
    case 'quote_request.prepare':
    case 'quote_request.answer':
      return t(event.action.replace('.', '_'), { actor, entity: entity || '—' })
    case 'review.reply':
    case 'review.unhide':
      return t(event.action.replace('.', '_'), { actor })
    case 'review.hide': {
      const reason = text(after.reason)
      return reason === 'personal_data' || reason === 'abuse' || reason === 'not_about_care'
        ? t('review_hide', { actor, reason: t(`review_reasons.${reason}`) })
        : t('generic', { actor, action: event.action, entity: entity || '—' })
    }
    default:
      return t('generic', { actor, action: event.action, entity: entity || '—' })
  }
}

function roleOf(role: unknown, t: SentenceTools['t']) {
  return role === 'admin' || role === 'coordinator' || role === 'clinic_staff' ? t(`roles.${role}`) : String(role ?? '')
}

/** How an hour reads in a sentence: "Thu 26 Nov, 10:00" / "jue, 26 nov, 10:00". */
export const HOUR_FORMAT: DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

/** The tools from the page's words and date formatter (use-intl's, or Intl's on the server and in tests). */
export function sentenceTools(
  t: SentenceTools['t'],
  dateTime: (date: Date, options: DateTimeFormatOptions) => string,
  money: SentenceTools['money'],
): SentenceTools {
  return {
    t,
    when: (iso, timeZone) => dateTime(new Date(iso), { ...HOUR_FORMAT, timeZone }),
    day: (date) => dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    money,
  }
}

import { renderEmail, type RenderedEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import { isFreeCancellation } from './cancellation-policy'
import type { Locale } from '~/i18n/locales'
import { formatMinorMoney } from '~/i18n/money'
import { isTimeZone } from '~/i18n/time-zones'
import type { PatientFacingReason } from './staff-change-reason'

/*
 * Booking emails: confirmation, cancellation and new date for the patient (in
 * the patient's locale), and the new-booking notice for the clinic team (in
 * English, the team's working language). Wording lives under `booking.*` in
 * emails.<locale>.json. Times are shown in the clinic's time zone (where the
 * patient has to be), with the patient's own time beside it when it differs.
 * Every value is plain text; renderEmail escapes it in the HTML part.
 */

/** An instant as a full date and short time in `timeZone`, e.g. "Tuesday, December 1, 2026 at 9:30 AM". */
export function formatAppointmentTime(startsAt: string, locale: Locale, timeZone: string): string {
  const date = new Date(startsAt)
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid appointment time: "${startsAt}"`)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date)
}

/** The localized long name of a time zone at an instant, e.g. "Colombia Standard Time". */
function timeZoneName(startsAt: string, locale: Locale, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(startsAt))
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

/** "In your time zone (…): …", when the patient's own clock reads differently from the clinic's (same offset adds nothing). */
function patientTimeLine(startsAt: string, locale: Locale, timeZone: string, patientTimeZone: string | null | undefined): string[] {
  if (!patientTimeZone || patientTimeZone === timeZone || !isTimeZone(patientTimeZone)) return []
  const patientTime = formatAppointmentTime(startsAt, locale, patientTimeZone)
  if (patientTime === formatAppointmentTime(startsAt, locale, timeZone)) return []
  return [emailTranslator(locale)('booking.your_time', { when: patientTime, zone: timeZoneName(startsAt, locale, patientTimeZone) })]
}

export function appointmentConfirmedEmail({
  locale,
  name,
  serviceName,
  clinicName,
  clinicAddress,
  destinationName,
  startsAt,
  timeZone,
  patientTimeZone,
  amountMinor,
  currency,
  manageUrl,
  now = new Date(),
}: {
  locale: Locale
  name: string
  serviceName: string
  clinicName: string
  clinicAddress: string
  destinationName: string
  /** UTC instant, ISO 8601. */
  startsAt: string
  /** The clinic's IANA time zone. */
  timeZone: string
  /** The patient's IANA time zone, if known. */
  patientTimeZone?: string | null
  amountMinor: number
  currency: string
  /** Absolute http(s) URL of the appointment page. */
  manageUrl: string
  /** When the email is written: decides which refund rule applies from now on. */
  now?: Date
}): RenderedEmail {
  const t = emailTranslator(locale)
  const clinicTime = formatAppointmentTime(startsAt, locale, timeZone)
  const when = t('booking.clinic_time', { when: clinicTime })

  const yourTime = patientTimeLine(startsAt, locale, timeZone, patientTimeZone)

  const { html, text } = renderEmail({
    locale,
    preheader: t('booking.confirmed.preheader', { service: serviceName, clinic: clinicName, when }),
    heading: t('booking.confirmed.heading'),
    paragraphs: [
      t('booking.greeting', { name }),
      t('booking.confirmed.body', { service: serviceName, clinic: clinicName, destination: destinationName }),
      t('booking.confirmed.when', { when }),
      ...yourTime,
      t('booking.confirmed.address', { clinic: clinicName, address: clinicAddress }),
      t('booking.confirmed.paid', { amount: formatMinorMoney(amountMinor, currency, locale) }),
      // The same rule the payment page stated, plainly when it already applies.
      isFreeCancellation(startsAt, now)
        ? t('booking.confirmed.refund_rule', { amount: formatMinorMoney(amountMinor, currency, locale) })
        : t('booking.confirmed.refund_rule_within', { amount: formatMinorMoney(amountMinor, currency, locale) }),
      t('booking.confirmed.calendar'),
    ],
    action: { label: t('booking.confirmed.action'), url: manageUrl },
    closing: [t('booking.confirmed.closing')],
  })
  return { subject: t('booking.confirmed.subject', { service: serviceName }), html, text }
}

export function appointmentCancelledEmail({
  locale,
  name,
  serviceName,
  clinicName,
  startsAt,
  timeZone,
  refundMinor,
  currency,
  paid = true,
  reason,
}: {
  locale: Locale
  name: string
  serviceName: string
  clinicName: string
  startsAt: string
  timeZone: string
  /** Amount refunded in minor units; null or 0 when no refund applies. */
  refundMinor: number | null
  currency: string
  /** False for an unpaid hold: then there was nothing to refund, and the 48-hour rule is not the reason. */
  paid?: boolean
  /** The listed reason staff chose to tell the patient (never their free text). */
  reason?: PatientFacingReason
}): RenderedEmail {
  const t = emailTranslator(locale)
  const when = t('booking.clinic_time', { when: formatAppointmentTime(startsAt, locale, timeZone) })
  const refund =
    refundMinor !== null && refundMinor > 0
      ? t('booking.cancelled.refund', { amount: formatMinorMoney(refundMinor, currency, locale) })
      : paid
        ? t('booking.cancelled.no_refund')
        : t('booking.cancelled.nothing_paid')

  const { html, text } = renderEmail({
    locale,
    preheader: t('booking.cancelled.preheader', { service: serviceName, clinic: clinicName, when }),
    heading: t('booking.cancelled.heading'),
    paragraphs: [
      t('booking.greeting', { name }),
      t('booking.cancelled.body', { service: serviceName, clinic: clinicName }),
      t('booking.cancelled.when', { when }),
      ...(reason ? [t(`booking.reason.${reason}`)] : []),
      refund,
    ],
    closing: [t('booking.cancelled.closing')],
  })
  return { subject: t('booking.cancelled.subject', { service: serviceName }), html, text }
}

export function appointmentRescheduledEmail({
  locale,
  name,
  serviceName,
  clinicName,
  previousStartsAt,
  startsAt,
  timeZone,
  patientTimeZone,
  manageUrl,
  reason,
}: {
  locale: Locale
  name: string
  serviceName: string
  clinicName: string
  previousStartsAt: string
  startsAt: string
  timeZone: string
  /** The patient's IANA time zone, if known. */
  patientTimeZone?: string | null
  manageUrl: string
  /** The listed reason staff chose to tell the patient (never their free text). */
  reason?: PatientFacingReason
}): RenderedEmail {
  const t = emailTranslator(locale)
  const when = t('booking.clinic_time', { when: formatAppointmentTime(startsAt, locale, timeZone) })
  const previous = t('booking.clinic_time', { when: formatAppointmentTime(previousStartsAt, locale, timeZone) })

  const { html, text } = renderEmail({
    locale,
    preheader: t('booking.rescheduled.preheader', { when }),
    heading: t('booking.rescheduled.heading'),
    paragraphs: [
      t('booking.greeting', { name }),
      t('booking.rescheduled.body', { service: serviceName, clinic: clinicName }),
      t('booking.rescheduled.when', { when }),
      ...patientTimeLine(startsAt, locale, timeZone, patientTimeZone),
      t('booking.rescheduled.previous', { when: previous }),
      ...(reason ? [t(`booking.reason.${reason}`)] : []),
    ],
    action: { label: t('booking.rescheduled.action'), url: manageUrl },
    closing: [t('booking.rescheduled.closing')],
  })
  return { subject: t('booking.rescheduled.subject', { service: serviceName }), html, text }
}

/** Notice to the clinic team; everything the patient typed is escaped by renderEmail, and health data stays out (see hasCondition). */
export function staffNewBookingEmail({
  patientName,
  patientEmail,
  patientPhone,
  serviceName,
  clinicName,
  startsAt,
  timeZone,
  hasCondition,
  staffUrl,
  locale = 'en',
}: {
  patientName: string
  patientEmail: string
  patientPhone: string | null
  serviceName: string
  clinicName: string
  startsAt: string
  timeZone: string
  /**
   * Whether the patient described a medical condition. The description itself is health data:
   * it never travels in an email (mailboxes are copied, forwarded and kept), only this link to
   * the staff console, which shows it to signed-in staff.
   */
  hasCondition: boolean
  staffUrl: string
  /** English unless told otherwise: it is the team's working language. */
  locale?: Locale
}): RenderedEmail {
  const t = emailTranslator(locale)
  const when = t('booking.clinic_time', { when: formatAppointmentTime(startsAt, locale, timeZone) })
  const notProvided = t('booking.staff_new.not_provided')

  const { html, text } = renderEmail({
    locale,
    preheader: t('booking.staff_new.preheader', { patient: patientName, service: serviceName, clinic: clinicName }),
    heading: t('booking.staff_new.heading'),
    paragraphs: [
      t('booking.staff_new.body'),
      t('booking.staff_new.patient', { name: patientName }),
      t('booking.staff_new.email', { email: patientEmail }),
      t('booking.staff_new.phone', { phone: patientPhone?.trim() || notProvided }),
      t('booking.staff_new.service', { service: serviceName }),
      t('booking.staff_new.clinic', { clinic: clinicName }),
      t('booking.staff_new.when', { when }),
      hasCondition ? t('booking.staff_new.condition_link', { url: staffUrl }) : t('booking.staff_new.condition_missing', { missing: notProvided }),
    ],
    note: t('booking.staff_new.footer'),
  })
  return { subject: t('booking.staff_new.subject', { service: serviceName, clinic: clinicName, when }), html, text }
}

/** After the appointment: thanks when it took place, or "we missed you" with a way to book again. */
export function appointmentOutcomeEmail({
  locale,
  name,
  serviceName,
  clinicName,
  startsAt,
  timeZone,
  outcome,
  actionUrl,
}: {
  locale: Locale
  name: string
  serviceName: string
  clinicName: string
  startsAt: string
  timeZone: string
  outcome: 'completed' | 'no_show'
  /** The account (completed) or a new booking of the same service and clinic (no-show). */
  actionUrl: string
}): RenderedEmail {
  const t = emailTranslator(locale)
  const when = t('booking.clinic_time', { when: formatAppointmentTime(startsAt, locale, timeZone) })
  const about = { service: serviceName, clinic: clinicName, when }
  const { html, text } = renderEmail({
    locale,
    preheader: t(`booking.${outcome}.preheader`, about),
    heading: t(`booking.${outcome}.heading`),
    paragraphs: [
      t('booking.greeting', { name }),
      t(`booking.${outcome}.body`, about),
      ...(outcome === 'no_show' ? [t('booking.no_show.when', about)] : []),
      t(`booking.${outcome}.next`),
    ],
    action: { label: t(`booking.${outcome}.action`), url: actionUrl },
  })
  return { subject: t(`booking.${outcome}.subject`, about), html, text }
}

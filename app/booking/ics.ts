/*
 * iCalendar (RFC 5545) invitations for appointments, sent as email attachments
 * with iTIP (RFC 5546) methods: REQUEST to add or update the event, CANCEL to
 * remove it. Calendar clients match updates by UID and keep the one with the
 * highest SEQUENCE, so every change to a booking keeps its UID and increments
 * its sequence. No server dependencies: plain string building.
 *
 * Attach the result with contentType `text/calendar; charset=utf-8; method=<METHOD>`.
 */

export interface AppointmentIcsInput {
  /** Stable for the life of the appointment (e.g. appointments.calendar_uid). */
  uid: string
  /** 0 for the first invitation, incremented on every reschedule or cancellation. */
  sequence: number
  method: 'REQUEST' | 'CANCEL'
  /** UTC instants, ISO 8601. */
  startsAt: string
  endsAt: string
  summary: string
  description: string
  location: string
  organizerEmail: string
  attendeeEmail: string
  status: 'CONFIRMED' | 'CANCELLED'
  /** When this version was created (DTSTAMP); defaults to now. */
  stampedAt?: Date
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** UTF-8 length of one code point. */
function octets(char: string): number {
  const code = char.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/**
 * Folds a content line so no physical line exceeds 75 octets (RFC 5545 §3.1):
 * continuation lines start with one space, which counts towards their 75.
 * Splits only between code points, never inside a UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const length = octets(char)
    if (size + length > MAX_OCTETS) {
      parts.push(current)
      current = ' '
      size = 1
    }
    current += char
    size += length
  }
  parts.push(current)
  return parts.join(CRLF)
}

/** An instant as UTC basic format, e.g. 20261201T083000Z. */
function utc(instant: Date | string, field: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid ${field} for the calendar file: "${String(instant)}"`)
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** A mailto: URI; refuses anything that could break out of the content line. */
function mailto(email: string, field: string): string {
  if (!/^[^\s@"<>,;:\\]+@[^\s@"<>,;:\\]+$/.test(email)) {
    throw new Error(`Invalid ${field} for the calendar file: "${email}"`)
  }
  return `mailto:${email}`
}

/** The calendar file for one appointment: CRLF line endings, folded lines, ending with CRLF. */
export function appointmentIcs(input: AppointmentIcsInput): string {
  const { uid, sequence, method, summary, description, location, status } = input
  if (!Number.isInteger(sequence) || sequence < 0) throw new Error(`Invalid calendar sequence: ${sequence}`)
  if ((method === 'CANCEL') !== (status === 'CANCELLED')) {
    throw new Error(`Calendar method ${method} does not match status ${status}`)
  }
  if (!uid.trim()) throw new Error('The calendar UID must not be empty')
  const dtStart = utc(input.startsAt, 'start')
  const dtEnd = utc(input.endsAt, 'end')
  if (new Date(input.endsAt).getTime() <= new Date(input.startsAt).getTime()) {
    throw new Error('The appointment must end after it starts')
  }

  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Claravia//Booking//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(uid)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utc(input.stampedAt ?? new Date(), 'stamp')}`,
    `DTSTART:${dtStart}`,
    `DTEND:${dtEnd}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(location)}`,
    `STATUS:${status}`,
    `ORGANIZER;CN=Claravia:${mailto(input.organizerEmail, 'organizer email')}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT:${mailto(input.attendeeEmail, 'attendee email')}`,
    // iTIP forbids alarms in a CANCEL (RFC 5546 §3.2.5); a reminder only makes sense for a live event.
    ...(method === 'REQUEST' ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeIcsText(summary)}`, 'TRIGGER:-P1D', 'END:VALARM'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}

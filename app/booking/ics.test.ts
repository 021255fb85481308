import { describe, expect, it } from 'vitest'
import { type AppointmentIcsInput, appointmentIcs, escapeIcsText, foldIcsLine } from './ics'

const base: AppointmentIcsInput = {
  uid: 'appointment-42@claravia.example',
  sequence: 0,
  method: 'REQUEST',
  startsAt: '2026-12-01T08:30:00.000Z',
  endsAt: '2026-12-01T09:30:00Z',
  summary: 'LASIK assessment',
  description: 'Bring your glasses and a photo ID.',
  location: 'Clínica Oftalmológica, Calle 10 #5-20, Medellín',
  organizerEmail: 'bookings@claravia.example',
  attendeeEmail: 'ana@example.com',
  status: 'CONFIRMED',
  stampedAt: new Date('2026-11-20T10:15:30.123Z'),
}

/** Logical content lines: CRLF-separated, continuation lines unfolded. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1)
}

function property(ics: string, name: string): string[] {
  return unfold(ics)
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(':') + 1))
}

const bytes = (text: string) => new TextEncoder().encode(text).length

describe('appointmentIcs', () => {
  it('has the calendar, event and alarm structure', () => {
    const lines = unfold(appointmentIcs(base))
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Claravia//Booking//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ])
    expect(lines.slice(-2)).toEqual(['END:VEVENT', 'END:VCALENDAR'])
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain('UID:appointment-42@claravia.example')
    expect(lines).toContain('SEQUENCE:0')
    expect(lines).toContain('SUMMARY:LASIK assessment')
    expect(lines).toContain('STATUS:CONFIRMED')
    expect(lines).toContain('ORGANIZER;CN=Claravia:mailto:bookings@claravia.example')
    expect(lines).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:ana@example.com')

    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1)
    expect(alarm).toEqual(['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:LASIK assessment', 'TRIGGER:-P1D', 'END:VALARM'])
    expect(lines.indexOf('END:VALARM')).toBeLessThan(lines.indexOf('END:VEVENT'))
  })

  it('writes times in UTC basic format', () => {
    const ics = appointmentIcs(base)
    expect(property(ics, 'DTSTART')).toEqual(['20261201T083000Z'])
    expect(property(ics, 'DTEND')).toEqual(['20261201T093000Z'])
    expect(property(ics, 'DTSTAMP')).toEqual(['20261120T101530Z'])
    // An offset in the input is converted to the same instant in UTC.
    const offset = appointmentIcs({ ...base, startsAt: '2026-12-01T09:30:00+01:00', endsAt: '2026-12-01T10:30:00+01:00' })
    expect(property(offset, 'DTSTART')).toEqual(['20261201T083000Z'])
  })

  it('stamps the current time when none is given', () => {
    const before = new Date().toISOString().slice(0, 10).replace(/-/g, '')
    const [stamp] = property(appointmentIcs({ ...base, stampedAt: undefined }), 'DTSTAMP')
    expect(stamp).toMatch(/^\d{8}T\d{6}Z$/)
    expect((stamp ?? '').slice(0, 8) >= before).toBe(true)
  })

  it('escapes backslashes, commas, semicolons and line breaks in text', () => {
    expect(escapeIcsText('a\\b, c; d\ne\r\nf\rg')).toBe('a\\\\b\\, c\\; d\\ne\\nf\\ng')
    const ics = appointmentIcs({
      ...base,
      summary: 'Cataract; premium, lenses',
      description: 'Line one\nLine two, with C:\\path',
    })
    expect(property(ics, 'SUMMARY')).toEqual(['Cataract\\; premium\\, lenses'])
    expect(property(ics, 'DESCRIPTION')[0]).toBe('Line one\\nLine two\\, with C:\\\\path')
    expect(property(ics, 'LOCATION')).toEqual(['Clínica Oftalmológica\\, Calle 10 #5-20\\, Medellín'])
  })

  it('folds long lines at 75 octets, including multibyte Spanish text', () => {
    const summary = 'Valoración preoperatoria · Clínica '.repeat(6) + '👁️ ñandú'
    const description = 'Análisis de córnea, topografía y paquimetría; ¿dudas? Escríbenos. '.repeat(8)
    const ics = appointmentIcs({ ...base, summary, description })
    const physical = ics.split('\r\n').slice(0, -1)
    expect(physical.some((line) => line.startsWith(' '))).toBe(true)
    for (const line of physical) expect(bytes(line), line).toBeLessThanOrEqual(75)
    // Unfolding gives back exactly the escaped values: no character was split.
    expect(property(ics, 'SUMMARY')).toEqual([escapeIcsText(summary)])
    expect(property(ics, 'DESCRIPTION')[0]).toBe(escapeIcsText(description))
    expect(ics).not.toContain('\uFFFD')
  })

  it('fills folded lines up to the limit and never splits a UTF-8 sequence', () => {
    const folded = foldIcsLine(`SUMMARY:${'ó'.repeat(80)}`)
    const [first, ...rest] = folded.split('\r\n')
    expect(bytes(first ?? '')).toBe(74) // "SUMMARY:" (8) + 33 × 2 octets; one more "ó" would make 76
    for (const line of rest) {
      expect(line.startsWith(' ')).toBe(true)
      expect(bytes(line)).toBeLessThanOrEqual(75)
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ó'.repeat(80)}`)
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
  })

  it('uses CRLF for every line break and ends with CRLF', () => {
    const ics = appointmentIcs({ ...base, description: 'one\ntwo\r\nthree '.repeat(10) })
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('keeps the UID when the sequence increases (an update of the same event)', () => {
    const first = appointmentIcs(base)
    const moved = appointmentIcs({
      ...base,
      sequence: 1,
      startsAt: '2026-12-02T14:00:00Z',
      endsAt: '2026-12-02T15:00:00Z',
    })
    expect(property(moved, 'UID')).toEqual(property(first, 'UID'))
    expect(property(first, 'SEQUENCE')).toEqual(['0'])
    expect(property(moved, 'SEQUENCE')).toEqual(['1'])
    expect(property(moved, 'DTSTART')).toEqual(['20261202T140000Z'])
  })

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, same UID, no alarm', () => {
    const ics = appointmentIcs({ ...base, sequence: 2, method: 'CANCEL', status: 'CANCELLED' })
    expect(property(ics, 'METHOD')).toEqual(['CANCEL'])
    expect(property(ics, 'STATUS')).toEqual(['CANCELLED'])
    expect(property(ics, 'UID')).toEqual([base.uid])
    expect(property(ics, 'SEQUENCE')).toEqual(['2'])
    expect(ics).not.toContain('VALARM')
  })

  it('rejects inconsistent or unsafe input', () => {
    expect(() => appointmentIcs({ ...base, method: 'CANCEL' })).toThrow()
    expect(() => appointmentIcs({ ...base, status: 'CANCELLED' })).toThrow()
    expect(() => appointmentIcs({ ...base, sequence: -1 })).toThrow()
    expect(() => appointmentIcs({ ...base, sequence: 1.5 })).toThrow()
    expect(() => appointmentIcs({ ...base, startsAt: 'tomorrow' })).toThrow()
    expect(() => appointmentIcs({ ...base, endsAt: base.startsAt })).toThrow()
    expect(() => appointmentIcs({ ...base, attendeeEmail: 'ana@example.com\r\nATTENDEE:mailto:x@y.z' })).toThrow()
    expect(() => appointmentIcs({ ...base, organizerEmail: 'not an email' })).toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locales'
import { appointmentCancelledEmail, appointmentConfirmedEmail, appointmentRescheduledEmail, staffNewBookingEmail } from './booking-emails.server'

const manageUrl = 'https://claravia.example/es/appointments/42?token=a1&lang=es'
const startsAt = '2026-12-01T08:30:00Z'

const confirmed = (locale: Locale, overrides: Partial<Parameters<typeof appointmentConfirmedEmail>[0]> = {}) =>
  appointmentConfirmedEmail({
    locale,
    name: 'Ana',
    serviceName: 'LASIK',
    clinicName: 'Clínica Visión Madrid',
    clinicAddress: 'Calle de Serrano 50, 28001 Madrid',
    destinationName: 'Madrid',
    startsAt,
    timeZone: 'Europe/Madrid',
    amountMinor: 12_000,
    currency: 'USD',
    manageUrl,
    // Written well ahead of the appointment, whatever the day the tests run.
    now: new Date('2026-11-01T08:30:00Z'),
    ...overrides,
  })

/** Intl may put a narrow no-break space before AM/PM or the currency sign, depending on the ICU version. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('appointmentConfirmedEmail', () => {
  it('renders in English', () => {
    const email = confirmed('en')
    expect(email.subject).toBe('Your preoperative assessment is confirmed: LASIK')
    expect(email.text).toContain('Your preoperative assessment for LASIK at Clínica Visión Madrid in Madrid is confirmed.')
    expect(email.html).toContain('<html lang="en">')
    expect(email.text).toContain('Hello Ana,')
    expect(plain(email.text)).toContain('Date and time: Tuesday, December 1, 2026 at 9:30 AM (clinic time)')
    expect(email.text).toContain('Address: Clínica Visión Madrid, Calle de Serrano 50, 28001 Madrid')
    // The currency is never a bare "$" (i18n/money.ts).
    expect(email.text).toContain('Amount paid: US$120\n')
    expect(plain(email.text)).toContain('Free cancellation: cancel up to 48 hours before the assessment and you get the full US$120 back.')
    expect(email.text).toContain('calendar file (.ics)')
    expect(email.text).toContain(`Manage my appointment: ${manageUrl}`)
  })

  it('renders in Spanish', () => {
    const email = confirmed('es')
    expect(email.subject).toBe('Tu valoración preoperatoria está confirmada: LASIK')
    expect(email.html).toContain('<html lang="es">')
    expect(email.text).toContain('Hola, Ana:')
    expect(plain(email.text)).toContain('Fecha y hora: martes, 1 de diciembre de 2026, 9:30 (hora de la clínica)')
    expect(plain(email.text)).toContain('Importe pagado: 120 US$\n')
    expect(email.text).toContain('archivo de calendario (.ics)')
    expect(email.text).toContain(`Gestionar mi cita: ${manageUrl}`)
    expect(email.text).not.toMatch(/Hello|Amount paid|clinic time/)
  })

  it('states the refund rule that applies: plainly when the appointment is already less than 48 hours away', () => {
    const early = confirmed('es', { now: new Date('2026-11-20T08:30:00Z') })
    expect(plain(early.text)).toContain(
      'Cancelación gratuita: si cancelas hasta 48 horas antes de la valoración, te devolvemos los 120 US$ completos.',
    )
    const late = confirmed('en', { now: new Date('2026-11-30T09:00:00Z') })
    expect(plain(late.text)).toContain('Your assessment is less than 48 hours away: if you cancel it, the US$120 fee is not refunded.')
    expect(late.text).not.toContain('Free cancellation')
  })

  it('shows the time in the clinic’s zone', () => {
    const bogota = confirmed('en', { timeZone: 'America/Bogota' })
    expect(plain(bogota.text)).toContain('Tuesday, December 1, 2026 at 3:30 AM (clinic time)')
    expect(bogota.text).not.toContain('9:30')
    const madrid = confirmed('es')
    expect(madrid.text).toMatch(/\b9:30 \(hora de la clínica\)/)
  })

  it('adds the patient’s own time only when it differs from the clinic’s', () => {
    const abroad = confirmed('en', { patientTimeZone: 'America/Bogota' })
    expect(plain(abroad.text)).toContain('In your time zone (Colombia Standard Time): Tuesday, December 1, 2026 at 3:30 AM')
    expect(plain(abroad.text)).toContain('9:30 AM (clinic time)')
    expect(confirmed('es', { patientTimeZone: 'America/Bogota' }).text).toMatch(/En tu zona horaria \(.+\): .*3:30/)

    for (const patientTimeZone of ['Europe/Madrid', 'Europe/Paris', 'Not/AZone', undefined]) {
      const email = confirmed('en', { patientTimeZone })
      expect(email.text, String(patientTimeZone)).not.toContain('In your time zone')
    }
  })

  it('contains the manage link in both parts', () => {
    const { html, text } = confirmed('en')
    expect(text).toContain(manageUrl)
    expect(html).toContain(`href="${manageUrl.replace(/&/g, '&amp;')}"`)
    expect(html).toContain('Manage my appointment')
  })

  it('escapes the values in the HTML part', () => {
    const { html } = confirmed('en', { name: '<b>Ana</b>', clinicAddress: 'Calle "A" & B' })
    expect(html).not.toContain('<b>Ana')
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt;')
    expect(html).toContain('Calle &quot;A&quot; &amp; B')
  })

  it('rejects a manage link that is not an absolute http(s) URL', () => {
    expect(() => confirmed('en', { manageUrl: 'javascript:alert(1)' })).toThrow()
  })
})

describe('appointmentCancelledEmail', () => {
  const cancelled = (locale: Locale, refundMinor: number | null, paid = true) =>
    appointmentCancelledEmail({
      paid,
      locale,
      name: 'Ana',
      serviceName: 'LASIK',
      clinicName: 'Clínica Visión',
      startsAt,
      timeZone: 'America/Bogota',
      refundMinor,
      currency: 'USD',
    })

  it('mentions the refunded amount', () => {
    const en = cancelled('en', 12_000)
    expect(en.subject).toBe('Your preoperative assessment has been cancelled: LASIK')
    expect(plain(en.text)).toContain('It was scheduled for Tuesday, December 1, 2026 at 3:30 AM (clinic time).')
    expect(en.text).toContain('refund of US$120.')
    const es = cancelled('es', 6_000)
    expect(es.subject).toBe('Tu valoración preoperatoria ha sido cancelada: LASIK')
    expect(es.html).toContain('<html lang="es">')
    expect(plain(es.text)).toContain('reembolso de 60 US$.')
  })

  it('says why no refund applies: less than 48 hours ahead, or nothing paid (an unpaid hold)', () => {
    for (const refund of [null, 0]) {
      expect(cancelled('en', refund).text).toContain('As the assessment was less than 48 hours away, the fee is not refunded.')
      expect(cancelled('es', refund).text).toContain('Como faltaban menos de 48 horas para la valoración, el valor no se reembolsa.')
    }
    expect(cancelled('en', 0, false).text).toContain('Nothing had been paid for this assessment, so there is nothing to refund.')
    expect(cancelled('en', 0, false).text).not.toContain('48')
    expect(cancelled('es', 0, false).text).toContain('No se había pagado nada por esta valoración, así que no hay nada que reembolsar.')
  })
})

describe('appointmentRescheduledEmail', () => {
  const rescheduled = (overrides: Partial<Parameters<typeof appointmentRescheduledEmail>[0]> = {}) =>
    appointmentRescheduledEmail({
      locale: 'en',
      name: 'Ana',
      serviceName: 'LASIK',
      clinicName: 'Clínica Visión Madrid',
      previousStartsAt: startsAt,
      startsAt: '2026-12-03T09:00:00Z',
      timeZone: 'Europe/Madrid',
      manageUrl,
      ...overrides,
    })

  it.each([
    ['en', 'Your preoperative assessment has been rescheduled: LASIK', /New date and time: .*10:00 AM/, /Previous date: .*9:30 AM/],
    ['es', 'Tu valoración preoperatoria ha cambiado de fecha: LASIK', /Nueva fecha y hora: .*10:00/, /Fecha anterior: .*9:30/],
  ] as const)('renders in %s with both dates and the manage link', (locale: Locale, subject, next, previous) => {
    const email = rescheduled({ locale })
    expect(email.subject).toBe(subject)
    expect(email.html).toContain(`<html lang="${locale}">`)
    expect(plain(email.text)).toMatch(next)
    expect(plain(email.text)).toMatch(previous)
    expect(email.text).toContain(manageUrl)
    expect(email.html).toContain(`href="${manageUrl.replace(/&/g, '&amp;')}"`)
  })

  it('gives the new hour on the patient’s own clock too, when they booked from another zone (issue 27)', () => {
    const moved = (patientTimeZone?: string) => plain(rescheduled({ patientTimeZone }).text)
    expect(moved('America/Bogota')).toContain('In your time zone (Colombia Standard Time): Thursday, December 3, 2026 at 4:00 AM')
    expect(moved('Europe/Madrid')).not.toContain('In your time zone')
    expect(moved()).not.toContain('In your time zone')
  })
})

describe('staffNewBookingEmail', () => {
  const staff = (overrides: Partial<Parameters<typeof staffNewBookingEmail>[0]> = {}) =>
    staffNewBookingEmail({
      patientName: 'Ana Gómez',
      patientEmail: 'ana@example.com',
      patientPhone: '+57 300 123 4567',
      serviceName: 'LASIK',
      clinicName: 'Clínica Visión Madrid',
      startsAt,
      timeZone: 'Europe/Madrid',
      hasCondition: true,
      staffUrl: 'https://claravia.example/admin/appointments/42',
      ...overrides,
    })

  it('is in English with the booking details in clinic time', () => {
    const email = staff()
    expect(email.html).toContain('<html lang="en">')
    expect(plain(email.subject)).toBe(
      'New preoperative assessment: LASIK at Clínica Visión Madrid, Tuesday, December 1, 2026 at 9:30 AM (clinic time)',
    )
    for (const line of [
      'Patient: Ana Gómez',
      'Email: ana@example.com',
      'Phone: +57 300 123 4567',
      'Service: LASIK',
      'Clinic: Clínica Visión Madrid',
      'Medical condition: described by the patient. Health data is not sent by email: read it in the staff console, https://claravia.example/admin/appointments/42',
    ]) {
      expect(email.text).toContain(line)
    }
    expect(plain(email.text)).toContain('Date and time: Tuesday, December 1, 2026 at 9:30 AM (clinic time)')
  })

  it('escapes what the patient typed', () => {
    const { html, text } = staff({ patientName: '<b>Eve</b> & <img src=x onerror=alert(1)>' })
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>Eve')
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt;')
    expect(text).toContain('<b>Eve</b>')
  })

  it('marks missing phone and condition', () => {
    const { text } = staff({ patientPhone: null, hasCondition: false })
    expect(text).toContain('Phone: not provided')
    expect(text).toContain('Medical condition: not provided')
    expect(text).not.toContain('/admin/appointments/')
  })
})

/*
 * Booking rules of the partner clinics (seed content): weekly hours in the
 * clinic's own time zone, closed days (public holidays), parallel places,
 * lead time and horizon; and each service's assessment duration and fee.
 */

type Hours = Record<number, [string, string][]> // ISO weekday → [opens, closes][]

const weekdays = (intervals: [string, string][], days = [1, 2, 3, 4, 5]): Hours => Object.fromEntries(days.map((day) => [day, intervals]))

/** Typical clinic hours by country: long days in Colombia, split days in Mexico and Spain. */
const HOURS: Record<string, Hours> = {
  CO: {
    ...weekdays([
      ['07:00', '12:00'],
      ['14:00', '17:00'],
    ]),
    6: [['08:00', '12:00']],
  },
  MX: {
    ...weekdays([
      ['09:00', '14:00'],
      ['16:00', '19:00'],
    ]),
    6: [['09:00', '13:00']],
  },
  ES: {
    ...weekdays(
      [
        ['09:00', '14:00'],
        ['16:00', '19:00'],
      ],
      [1, 2, 3, 4],
    ),
    5: [['09:00', '14:00']],
  },
  CR: weekdays([
    ['08:00', '12:00'],
    ['13:00', '17:00'],
  ]),
  PA: weekdays([
    ['08:00', '12:00'],
    ['13:00', '17:00'],
  ]),
}

/** National public holidays the clinics close on (November 2026 – March 2027). */
const CLOSURES: Record<string, string[]> = {
  CO: ['2026-12-08', '2026-12-25', '2027-01-01', '2027-01-11', '2027-03-22', '2027-03-25', '2027-03-26'],
  MX: ['2026-11-16', '2026-12-25', '2027-01-01', '2027-02-01', '2027-03-15'],
  ES: ['2026-12-08', '2026-12-25', '2027-01-01', '2027-01-06', '2027-03-26'],
  CR: ['2026-12-25', '2027-01-01', '2027-03-25', '2027-03-26'],
  PA: ['2026-11-28', '2026-12-08', '2026-12-25', '2027-01-01', '2027-01-09'],
}

export interface ClinicBookingSeed {
  places: number
  slotMinutes: number
  leadTimeHours: number
  horizonDays: number
  hours: Hours
  closures: string[]
}

const standard = (country: keyof typeof HOURS, places: number): ClinicBookingSeed => ({
  places,
  slotMinutes: 30,
  leadTimeHours: 24,
  horizonDays: 90,
  hours: HOURS[country]!,
  closures: CLOSURES[country]!,
})

/** By clinic slug (see catalogue/seed/clinics.ts). */
export const clinicBookingRules: Record<string, ClinicBookingSeed> = {
  'clinica-vision-andina': standard('CO', 3),
  'clinica-montesol': standard('CO', 2),
  'centro-oftalmologico-bahia': standard('CO', 2),
  'instituto-de-la-vision-reforma': standard('MX', 3),
  'hospital-altavista': standard('MX', 2),
  'clinica-oftalmologica-castellana': standard('ES', 2),
  'centre-oftalmologic-diagonal': standard('ES', 2),
  'centro-medico-los-laureles': standard('CR', 1),
}

/** By service slug: how long the assessment takes and what it costs (USD, minor units). */
export const serviceAssessments: Record<string, { durationMinutes: number; feeMinor: number; currency: string }> = {
  lasik: { durationMinutes: 60, feeMinor: 12_000, currency: 'USD' },
  prk: { durationMinutes: 60, feeMinor: 12_000, currency: 'USD' },
  smile: { durationMinutes: 60, feeMinor: 12_000, currency: 'USD' },
  icl: { durationMinutes: 60, feeMinor: 14_000, currency: 'USD' },
  'cataract-surgery-premium-lenses': { durationMinutes: 60, feeMinor: 15_000, currency: 'USD' },
  'corneal-cross-linking': { durationMinutes: 60, feeMinor: 13_000, currency: 'USD' },
  'keratoconus-treatment': { durationMinutes: 60, feeMinor: 13_000, currency: 'USD' },
  'glaucoma-treatment': { durationMinutes: 45, feeMinor: 11_000, currency: 'USD' },
  'retina-care': { durationMinutes: 45, feeMinor: 12_000, currency: 'USD' },
  'pterygium-surgery': { durationMinutes: 30, feeMinor: 8_000, currency: 'USD' },
  blepharoplasty: { durationMinutes: 30, feeMinor: 9_000, currency: 'USD' },
  'comprehensive-eye-exam': { durationMinutes: 45, feeMinor: 8_000, currency: 'USD' },
  'dental-implants': { durationMinutes: 45, feeMinor: 6_000, currency: 'USD' },
  'knee-replacement': { durationMinutes: 60, feeMinor: 15_000, currency: 'USD' },
  'executive-health-checkup': { durationMinutes: 90, feeMinor: 20_000, currency: 'USD' },
}

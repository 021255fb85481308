import type { CurrencyCode } from './money'
import { optionFigures } from './quote-figures'
import type { QuoteView, QuoteViewLine, QuoteViewOption } from './quote-view'

/*
 * A sent quote of three options, for tests, benchmarks and sample files (the PDF's, the page's):
 * a LASIK at a clinic in Bogotá (COP, a rate entered by Claravia), one in Madrid (EUR, the ECB's
 * rate) and one in Costa Rica (CRC, a cross of the ECB's and Claravia's rates), for a patient paying
 * in US dollars. The figures are computed as the real view computes them (optionFigures).
 */

interface SampleLine extends Omit<QuoteViewLine, 'id'> {
  amountMinor: number
}

interface SampleOption {
  clinic: QuoteViewOption['clinic']
  specialist: Omit<QuoteViewOption['specialist'], 'imageUrl' | 'imageAlt'>
  currency: CurrencyCode
  rate: QuoteViewOption['rate']
  lines: SampleLine[]
  notIncluded: string
  mayChange: string
  mayChangeMaxMinor: number
  assessmentFeeMinor: number
}

const texts = {
  en: {
    patientName: 'Lucía Fernández-Ortega',
    service: 'LASIK eye surgery',
    note: 'Dear Lucía, here are three options for your LASIK, chosen for your prescription and the dates you gave us. All three surgeons speak English and Spanish. I am happy to talk them through with you by phone or in your care team conversation.',
    bogota: { city: 'Bogotá', country: 'Colombia' },
    madrid: { city: 'Madrid', country: 'Spain' },
    sanJose: { city: 'San José', country: 'Costa Rica' },
    refractive: 'Refractive surgeon',
    cornea: 'Cornea and refractive surgeon',
    surgery: 'Femtosecond LASIK, both eyes',
    tests: 'Corneal topography, pachymetry and aberrometry',
    followUp: 'Day 1, week 1 and month 1',
    medicines: 'Antibiotic and anti-inflammatory eye drops',
    hotel: 'Hotel near the clinic, 5 nights',
    transfers: 'Airport ↔ hotel ↔ clinic',
    interpreter: 'Medical interpreter on surgery day',
    notIncluded: 'Flights, meals, travel insurance, and any treatment the assessment shows is needed besides LASIK.',
    mayChange: 'If the assessment shows thin corneas, surface ablation (PRK) instead of LASIK, at the same clinic.',
  },
  es: {
    patientName: 'Lucía Fernández-Ortega',
    service: 'Cirugía LASIK',
    note: 'Estimada Lucía: le enviamos tres opciones para su LASIK, elegidas según su graduación y las fechas que nos indicó. Los tres cirujanos hablan español e inglés. Con gusto las revisamos juntas por teléfono o en su conversación con el equipo.',
    bogota: { city: 'Bogotá', country: 'Colombia' },
    madrid: { city: 'Madrid', country: 'España' },
    sanJose: { city: 'San José', country: 'Costa Rica' },
    refractive: 'Cirujana refractiva',
    cornea: 'Especialista en córnea y cirugía refractiva',
    surgery: 'LASIK con láser de femtosegundo, ambos ojos',
    tests: 'Topografía corneal, paquimetría y aberrometría',
    followUp: 'Día 1, semana 1 y mes 1',
    medicines: 'Colirios antibióticos y antiinflamatorios',
    hotel: 'Hotel cerca de la clínica, 5 noches',
    transfers: 'Aeropuerto ↔ hotel ↔ clínica',
    interpreter: 'Intérprete médico el día de la cirugía',
    notIncluded: 'Vuelos, comidas, seguro de viaje y cualquier tratamiento distinto del LASIK que la valoración muestre necesario.',
    mayChange: 'Si la valoración muestra córneas finas, ablación de superficie (PRK) en lugar de LASIK, en la misma clínica.',
  },
}

function options(locale: 'en' | 'es'): SampleOption[] {
  const text = texts[locale]
  return [
    {
      clinic: { id: 1, name: 'Clínica Visión Andina', address: 'Carrera 16 # 86A-32, Chicó', ...text.bogota },
      specialist: { id: 1, name: 'Dra. Valentina Rojas', title: text.refractive, yearsOfExperience: 14, languages: ['es', 'en'] },
      currency: 'COP',
      rate: { rate: '0.000245098039216', date: '2026-11-26', source: 'manual' },
      lines: [
        { kind: 'surgery', description: text.surgery, quantity: 1, included: true, amountMinor: 1_150_000_000 },
        { kind: 'tests', description: text.tests, quantity: 1, included: true, amountMinor: 48_000_000 },
        { kind: 'follow_up', description: text.followUp, quantity: 3, included: true, amountMinor: 36_000_000 },
        { kind: 'medicines', description: text.medicines, quantity: 1, included: true, amountMinor: 9_550_000 },
        { kind: 'accommodation', description: text.hotel, quantity: 5, included: false, amountMinor: 187_500_000 },
        { kind: 'transfers', description: text.transfers, quantity: 4, included: false, amountMinor: 32_000_000 },
      ],
      notIncluded: text.notIncluded,
      mayChange: text.mayChange,
      mayChangeMaxMinor: 120_000_000,
      assessmentFeeMinor: 35_000_000,
    },
    {
      clinic: { id: 6, name: 'Clínica Oftalmológica Castellana', address: 'Paseo de la Castellana 141, 28046', ...text.madrid },
      specialist: { id: 9, name: 'Dr. Íñigo Martínez-Peña', title: text.cornea, yearsOfExperience: 21, languages: ['es', 'en', 'fr'] },
      currency: 'EUR',
      rate: { rate: '1.0512', date: '2026-11-26', source: 'ecb' },
      lines: [
        { kind: 'surgery', description: text.surgery, quantity: 1, included: true, amountMinor: 339_000 },
        { kind: 'anaesthesia', description: '', quantity: 1, included: true, amountMinor: 12_050 },
        { kind: 'tests', description: text.tests, quantity: 1, included: true, amountMinor: 18_075 },
        { kind: 'follow_up', description: text.followUp, quantity: 3, included: true, amountMinor: 21_000 },
        { kind: 'interpreter', description: text.interpreter, quantity: 1, included: false, amountMinor: 9_525 },
        { kind: 'other', description: text.medicines, quantity: 1, included: false, amountMinor: 4_390 },
      ],
      notIncluded: text.notIncluded,
      mayChange: text.mayChange,
      mayChangeMaxMinor: 45_000,
      assessmentFeeMinor: 15_000,
    },
    {
      clinic: { id: 8, name: 'Centro Médico Los Laureles', address: 'Autopista Próspero Fernández, San Rafael de Escazú', ...text.sanJose },
      specialist: { id: 12, name: 'Dr. Tomás Solano Araya', title: text.refractive, yearsOfExperience: 9, languages: ['es', 'en'] },
      currency: 'CRC',
      rate: { rate: '0.00197628458498', date: '2026-11-25', source: 'ecb+manual' },
      lines: [
        { kind: 'surgery', description: text.surgery, quantity: 1, included: true, amountMinor: 145_000_000 },
        { kind: 'interpreter', description: text.interpreter, quantity: 1, included: false, amountMinor: 2_500_000 },
        { kind: 'tests', description: text.tests, quantity: 1, included: true, amountMinor: 9_800_050 },
        { kind: 'follow_up', description: text.followUp, quantity: 3, included: true, amountMinor: 7_500_000 },
        { kind: 'accommodation', description: text.hotel, quantity: 5, included: false, amountMinor: 31_250_000 },
      ],
      notIncluded: text.notIncluded,
      mayChange: text.mayChange,
      mayChangeMaxMinor: 25_000_000,
      assessmentFeeMinor: 6_000_000,
    },
  ]
}

/** The sample quote in `locale` (its texts written in that language), in `patientCurrency` (USD). */
export function sampleQuoteView(locale: 'en' | 'es' = 'en'): QuoteView {
  const text = texts[locale]
  const patientCurrency: CurrencyCode = 'USD'
  let lineId = 0
  return {
    id: 41,
    requestId: 1207,
    number: 2,
    status: 'sent',
    locale,
    patientCurrency,
    patientName: text.patientName,
    service: { id: 3, name: text.service, slug: 'lasik' },
    note: text.note,
    validUntil: '2026-12-26',
    sentAt: '2026-11-27T15:42:00.000Z',
    decidedAt: null,
    declineReason: null,
    acceptedOptionId: null,
    treatmentId: null,
    version: 3,
    options: options(locale).map((option, index) => ({
      id: 100 + index,
      position: index + 1,
      clinic: option.clinic,
      specialist: { ...option.specialist, imageUrl: null, imageAlt: '' },
      currency: option.currency,
      rate: option.rate,
      lines: option.lines.map(({ amountMinor: _amount, ...line }) => ({ id: ++lineId, ...line })),
      notIncluded: option.notIncluded,
      mayChange: option.mayChange,
      figures: optionFigures(
        {
          currency: option.currency,
          lines: option.lines.map(({ amountMinor, included }) => ({ amountMinor, included })),
          mayChangeMaxMinor: option.mayChangeMaxMinor,
          assessmentFeeMinor: option.assessmentFeeMinor,
        },
        patientCurrency,
        option.rate?.rate ?? null,
      ),
    })),
  }
}

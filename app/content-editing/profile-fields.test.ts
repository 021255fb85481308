import { describe, expect, it } from 'vitest'
import { documentChanges } from './document-diff'
import { clinicKind, parseContentForm, specialistKind } from './kinds'
import { formDefaults } from './ui/content-fields'

/*
 * The profile fields of clinics and specialists (issue 31) as the editor's
 * plain form posts them, without JavaScript: records typed in a table (rows
 * of cells named accreditations[0].issuer…, blank rows ignored), whole
 * amounts per treatment, a checkbox; what each refuses and where the message
 * goes; and how a change to records reads in the history.
 */

/** A clinic's form as a browser posts it: every neutral field, both languages of each text, the table's cells. */
function clinicForm(cells: Record<string, string> = {}) {
  const form = new FormData()
  const fields: Record<string, string> = {
    name: 'Clínica Luz',
    'slug.en': 'clinica-luz',
    'slug.es': 'clinica-luz',
    'description.en': 'An eye clinic.',
    'description.es': 'Una clínica de ojos.',
    'gettingThere.en': '',
    'gettingThere.es': '',
    'equipment.en': 'WaveLight EX500\r\nZeiss IOLMaster 700',
    'equipment.es': 'WaveLight EX500\r\nZeiss IOLMaster 700',
    destination: '3',
    address: 'Calle 1',
    timeZone: 'America/Bogota',
    latitude: '',
    longitude: '',
    languages: 'es',
    'imageAlt.en': '',
    'imageAlt.es': '',
    ...cells,
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

const accreditation = (index: number, issuer: string, number: string, validUntil: string, registerUrl: string) => ({
  [`accreditations[${index}].issuer`]: issuer,
  [`accreditations[${index}].number`]: number,
  [`accreditations[${index}].validUntil`]: validUntil,
  [`accreditations[${index}].registerUrl`]: registerUrl,
})
const price = (index: number, service: string, from: string, to: string) => ({
  [`treatmentPrices[${index}].service`]: service,
  [`treatmentPrices[${index}].from`]: from,
  [`treatmentPrices[${index}].to`]: to,
})

describe('clinic and specialist profile fields, as the form posts them', () => {
  it('reads the tables: filled rows become records (blank cells null), blank rows none; amounts whole; the example box unticked is no', () => {
    const form = clinicForm({
      ...accreditation(0, 'Joint Commission International (JCI)', 'JCI-1', '2027-06-30', 'https://www.jointcommissioninternational.org/'),
      ...accreditation(1, '', '', '', ''),
      ...accreditation(2, 'ISO 9001:2015', '', '', ''),
      ...price(0, '1', '6500000', '9500000'),
      ...price(1, '', '', ''),
    })
    const submission = parseContentForm(form, clinicKind, 'publish')
    expect(submission.status).toBe('success')
    const value = (submission as { value: Record<string, unknown> }).value
    expect(value.accreditations).toEqual([
      {
        issuer: 'Joint Commission International (JCI)',
        number: 'JCI-1',
        validUntil: '2027-06-30',
        registerUrl: 'https://www.jointcommissioninternational.org/',
      },
      { issuer: 'ISO 9001:2015', number: '', validUntil: null, registerUrl: null },
    ])
    expect(value.treatmentPrices).toEqual([{ service: 1, from: 6_500_000, to: 9_500_000 }])
    expect(value.equipment).toEqual({ en: ['WaveLight EX500', 'Zeiss IOLMaster 700'], es: ['WaveLight EX500', 'Zeiss IOLMaster 700'] })
    expect(value.example).toBeUndefined()
    expect((parseContentForm(clinicForm({ example: 'on' }), clinicKind, 'publish') as { value: Record<string, unknown> }).value.example).toBe(true)
  })

  it('puts each refusal on its cell, with its message', () => {
    const errors = (cells: Record<string, string>, strictness: 'draft' | 'publish' = 'draft') =>
      (parseContentForm(clinicForm(cells), clinicKind, strictness).reply().error ?? {}) as Record<string, string[]>
    expect(errors(accreditation(0, 'JCI', '1', '2027-06-30', 'http://example.org'))).toEqual({
      'accreditations[0].registerUrl': ['console.content.errors.url_format'],
    })
    expect(errors(accreditation(0, 'JCI', '1', '2027-13-01', 'ftp://example.org'))).toEqual({
      'accreditations[0].validUntil': ['console.content.errors.date_format'],
      'accreditations[0].registerUrl': ['console.content.errors.url_format'],
    })
    // 29 February exists only in leap years.
    expect(errors(accreditation(0, 'JCI', '1', '2027-02-29', ''))).toEqual({ 'accreditations[0].validUntil': ['console.content.errors.date_format'] })
    expect(errors(accreditation(0, 'JCI', '1', '2028-02-29', ''))).toEqual({})
    expect(Object.keys(errors(accreditation(0, '', 'JCI-1', '', '')))).toEqual(['accreditations[0].issuer'])
    expect(errors(price(0, '1', '9500000', '6500000'))).toEqual({ 'treatmentPrices[0].to': ['console.content.errors.price_order'] })
    expect(errors(price(0, '1', '6500000.50', '9500000'))).toEqual({ 'treatmentPrices[0].from': ['console.content.errors.whole_amount'] })
    expect(errors(price(0, '1', 'mucho', '9500000'))).toEqual({ 'treatmentPrices[0].from': ['console.content.errors.number_format'] })
    expect(Object.keys(errors(price(0, '1', '', '9500000')))).toEqual(['treatmentPrices[0].from'])
    expect(errors({ ...price(0, '1', '1', '2'), ...price(1, '1', '3', '4') })).toEqual({
      'treatmentPrices[1].service': ['console.content.errors.price_twice'],
    })
    // To publish, texts that correspond are in both languages.
    expect(errors({ 'gettingThere.en': 'Take a taxi.' }, 'publish')).toEqual({ gettingThere: ['console.content.errors.both_languages'] })
    expect(errors({ 'equipment.es': 'WaveLight EX500' }, 'publish')).toEqual({ equipment: ['console.content.errors.lines_count?en=2&es=1'] })
    // A draft may be halfway through.
    expect(errors({ 'gettingThere.en': 'Take a taxi.', 'equipment.es': '' })).toEqual({})
  })

  it('a specialist: licence number and body together, procedures a whole number, education lines in step to publish', () => {
    const form = (cells: Record<string, string>) => {
      const data = new FormData()
      const fields = {
        name: 'Dra. Ana Ruiz',
        'slug.en': 'ana-ruiz',
        'slug.es': 'ana-ruiz',
        'title.en': 'Surgeon',
        'title.es': 'Cirujana',
        'bio.en': 'Bio.',
        'bio.es': 'Bio.',
        'education.en': 'Medicine, Universidad de Antioquia',
        'education.es': 'Medicina, Universidad de Antioquia',
        'fellowships.en': '',
        'fellowships.es': '',
        clinic: '1',
        languages: 'es',
        yearsOfExperience: '10',
        licenceNumber: 'RM 1',
        licenceBody: 'ReTHUS',
        proceduresPerYear: '',
        ...cells,
      }
      for (const [name, value] of Object.entries(fields)) data.append(name, value)
      return (parseContentForm(data, specialistKind, 'publish').reply().error ?? {}) as Record<string, string[]>
    }
    expect(form({})).toEqual({})
    expect(form({ licenceBody: '' })).toEqual({ licenceBody: ['console.content.errors.licenceNumber_licenceBody'] })
    expect(form({ licenceNumber: '', licenceBody: '' })).toEqual({})
    expect(Object.keys(form({ proceduresPerYear: '12.5' }))).toEqual(['proceduresPerYear'])
    expect(form({ 'education.es': '' })).toEqual({ education: ['console.content.errors.lines_count?en=1&es=0'] })
  })

  it('the form starts from the document: records as rows of strings, the box ticked or not', () => {
    const defaults = formDefaults(clinicKind.fields, {
      accreditations: [{ issuer: 'JCI', number: '', validUntil: null, registerUrl: null }],
      treatmentPrices: [{ service: 4, from: 1500, to: 2700 }],
      example: true,
    })
    expect(defaults.accreditations).toEqual([{ issuer: 'JCI', number: '', validUntil: '', registerUrl: '' }])
    expect(defaults.treatmentPrices).toEqual([{ service: '4', from: '1500', to: '2700' }])
    expect(defaults.example).toBe('on')
  })

  it('the history reads a change to records as lines, treatments by name', () => {
    const field = (name: string) =>
      documentChanges(clinicKind, before, after, { 'treatmentPrices.service': { '4': 'LASIK' } }).find((c) => c.field.name === name)
    const before = {
      accreditations: [{ issuer: 'JCI', number: '1', validUntil: '2027-06-30', registerUrl: null }],
      treatmentPrices: [{ service: 4, from: 1500, to: 2700 }],
      example: true,
    }
    const after = {
      accreditations: [{ issuer: 'JCI', number: '1', validUntil: '2029-06-30', registerUrl: null }],
      treatmentPrices: [{ service: 4, from: 1500, to: 2900 }],
      example: false,
    }
    const text = (name: string) => {
      const change = field(name)!
      if (change.type !== 'text') throw new Error(change.type)
      return change.parts.map((part) => `${part.change === 'same' ? '' : part.change === 'added' ? '+' : '-'}${part.text}`).join('|')
    }
    expect(text('accreditations')).toBe('JCI · 1 · |-2027|+2029|-06-30')
    expect(text('treatmentPrices')).toBe('LASIK · 1500 · |-2700|+2900')
    expect(field('example')).toMatchObject({ type: 'value', before: '✓', after: null })
    // The same records, the box unticked either way: no change.
    expect(documentChanges(clinicKind, { ...before, example: false }, { ...before, example: undefined } as never)).toEqual([])
  })
})

import { beforeAll, expect, it } from 'vitest'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { appointmentsCsv, neutralised } from './appointments-csv.server'
import type { ClinicScope } from '~/access/clinic-scope.server'
import en from '~/i18n/messages/en.json'
import es from '~/i18n/messages/es.json'

it('neutralises every cell a spreadsheet would evaluate, and nothing else', () => {
  for (const formula of ['=1+1', '+34 600', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralised(formula)).toBe(`'${formula}`)
  for (const plain of ['Pérez', '150.00', 'a=b', '']) expect(neutralised(plain)).toBe(plain)
})

describeEachDatabase('staff console: appointments CSV', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    const patient = await insertPatient(db(), 'Cuenta Paciente')
    const booking = { user_id: patient, service_id: ids.lasik, patient_email: 'p@example.com', patient_last_name: 'Núñez' }
    await insertAppointment(db(), {
      ...booking,
      clinic_id: ids.bogota,
      starts_at: '2027-09-01T14:00:00.000Z',
      patient_first_name: '=HYPERLINK("http://evil","clic")',
      fee_minor: 15_050,
      currency: 'USD',
      payment_id: 'test_pi_1',
      refunded_minor: 5_000,
    })
    await insertAppointment(db(), {
      ...booking,
      clinic_id: ids.bogota,
      starts_at: '2027-09-02T14:00:00.000Z',
      patient_first_name: 'Ana "la de Cali", María\nsegunda línea',
    })
    await insertAppointment(db(), {
      ...booking,
      clinic_id: ids.madrid,
      starts_at: '2027-09-03T08:00:00.000Z',
      patient_first_name: 'Madrid',
      status: 'cancelled',
    })
  }, 60_000)

  const collect = async (scope: ClinicScope, locale: 'en' | 'es', pageSize?: number) => {
    const pieces: string[] = []
    for await (const piece of appointmentsCsv(db(), scope, { from: '2027-09-01', to: '2027-09-03' }, locale, pageSize)) pieces.push(piece)
    return pieces
  }

  it('writes RFC 4180 with a byte order mark, headers in the staff member’s language, page by page', async () => {
    const pieces = await collect({ kind: 'all' }, 'es', 2)
    // The header, then one piece per page of two rows.
    expect(pieces).toHaveLength(3)
    const csv = pieces.join('')
    expect(csv.startsWith('\uFEFFCita,Inicio (hora de la clínica),Zona horaria,Inicio (UTC),Paciente,Correo electrónico,')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[1]).toMatch(
      /^\d+,2027-09-01 09:00,America\/Bogota,2027-09-01T14:00:00\.000Z,"'=HYPERLINK\(""http:\/\/evil"",""clic""\) Núñez",p@example\.com,[^,]+,Clínica Visión Andina,Confirmada,150\.50,USD,Sí,50\.00$/,
    )
    // Quotes doubled, comma and line break kept inside one quoted cell.
    expect(csv).toContain('"Ana ""la de Cali"", María\nsegunda línea Núñez"')
    expect(csv).toMatch(/2027-09-03 10:00,Europe\/Madrid,.*,Cancelada,,,No,\r\n$/)
  })

  it('exports only the clinics in scope', async () => {
    const csv = (await collect({ kind: 'clinics', clinicIds: [ids.madrid] }, 'en')).join('')
    expect(csv).toContain('Start (clinic time)')
    expect(csv).toContain('Europe/Madrid')
    expect(csv).not.toContain('America/Bogota')
  })

  it('says each status in the console’s own words, in the reader’s language ("Completada", as the console does)', async () => {
    const statuses = ['pending_payment', 'confirmed', 'completed', 'cancelled', 'expired', 'no_show'] as const
    const patient = await insertPatient(db(), 'Estados Paciente')
    for (const [day, status] of statuses.entries())
      await insertAppointment(db(), {
        user_id: patient,
        service_id: ids.lasik,
        patient_email: 'estados@example.com',
        patient_first_name: 'Estado',
        patient_last_name: status,
        clinic_id: ids.bogota,
        starts_at: `2027-10-0${day + 1}T14:00:00.000Z`,
        status,
      })
    for (const [locale, words] of [
      ['en', en.console.appointment_status],
      ['es', es.console.appointment_status],
    ] as const) {
      const pieces: string[] = []
      for await (const piece of appointmentsCsv(db(), { kind: 'all' }, { from: '2027-10-01', to: '2027-10-06' }, locale)) pieces.push(piece)
      const rows = pieces.join('').slice(1).split('\r\n').slice(1, -1)
      expect(rows.map((row) => row.split(',')[8])).toEqual(statuses.map((status) => words[status]))
    }
    expect(es.console.appointment_status.completed).toBe('Completada')
  })
})

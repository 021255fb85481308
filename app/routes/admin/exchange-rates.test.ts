import type { Kysely } from 'kysely'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action, loader } from './exchange-rates'

/*
 * The console's Exchange rates page (admins): its two forms posted as the
 * browser posts them (the rate as urlencoded fields, the ECB's CSV as a
 * multipart upload), their toasts in both languages, their refusals shown by
 * the form that was posted with nothing written, and what the page reads.
 * The verbs' rules are tested in app/quotes/.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/exchange-rates')
const open = consoleForm(loader, '/admin/exchange-rates')

/** Days before today (UTC), as YYYY-MM-DD: the page works on the real clock. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
const csv = (text: string) => new File([text], 'eurofxref.csv', { type: 'text/csv' })

describeEachDatabase('the console Exchange rates page', (db) => {
  beforeAll(async () => {
    current.db = db()
    await staffConsoleCatalogue(db())
  }, 60_000)

  beforeEach(async () => {
    await db().deleteFrom('exchange_rates').execute()
  })

  const stored = () =>
    db().selectFrom('exchange_rates').select(['base_currency', 'quote_currency', 'rate', 'rate_date', 'source']).orderBy('id').execute()

  it('enters a rate: back to the page with “Saved: …”, stored as manual, audited; again on the Spanish page it replaces it', async () => {
    const admin = await consoleStaff(db(), 'admin')
    const day = '2025-11-20'
    const answer = await post(admin, {}, { intent: 'enter-rate', base: 'USD', quote: 'COP', rate: '4150.25', rateDate: day })
    expect(answer).toMatchObject({
      status: 302,
      location: '/admin/exchange-rates',
      toast: { title: 'Saved: 1 USD = 4,150.25 COP on Nov 20, 2025.', color: 'success' },
    })
    expect(await stored()).toEqual([{ base_currency: 'USD', quote_currency: 'COP', rate: '4150.25', rate_date: day, source: 'manual' }])

    const again = await post(admin, {}, { intent: 'enter-rate', base: 'USD', quote: 'COP', rate: '4150.3', rateDate: day }, { locale: 'es' })
    expect(again).toMatchObject({
      status: 302,
      location: '/es/admin/exchange-rates',
      toast: { title: 'Sustituido: 1 USD = 4150,3 COP el 20 nov 2025 (antes era 4150,25).' },
    })
    expect(await stored()).toEqual([{ base_currency: 'USD', quote_currency: 'COP', rate: '4150.3', rate_date: day, source: 'manual' }])
    expect(await auditBy(db(), admin.userId)).toEqual([
      {
        action: 'exchange_rates.enter',
        entityType: 'exchange_rates',
        entityId: `USD/COP ${day}`,
        before: null,
        after: { pair: 'USD/COP', rateDate: day, rate: '4150.25', source: 'manual' },
        requestId: answer.requestId,
      },
      {
        action: 'exchange_rates.enter',
        entityType: 'exchange_rates',
        entityId: `USD/COP ${day}`,
        before: { pair: 'USD/COP', rateDate: day, rate: '4150.25', source: 'manual' },
        after: { pair: 'USD/COP', rateDate: day, rate: '4150.3', source: 'manual' },
        requestId: again.requestId,
      },
    ])
  })

  it('refusals the rate form shows under its fields (400 for its rules, 422 for a day still to come); nothing written', async () => {
    const admin = await consoleStaff(db(), 'admin')
    const form = { intent: 'enter-rate', base: 'USD', quote: 'COP', rate: '4150.25', rateDate: daysAgo(1) }
    const errorsOf = async (fields: Record<string, string>) => {
      const answer = await post(admin, {}, fields)
      return { status: answer.status, ...(answer.data as { form: string; result: { error: Record<string, string[]> } }) }
    }
    expect(await errorsOf({ ...form, rate: '4.150,25' })).toMatchObject({
      status: 400,
      form: 'enter-rate',
      result: { error: { rate: ['console.exchange_rates.errors.rate'] } },
    })
    expect(await errorsOf({ ...form, quote: 'USD' })).toMatchObject({
      status: 400,
      result: { error: { quote: ['console.exchange_rates.errors.same_currency'] } },
    })
    expect(await errorsOf({ ...form, rate: '' })).toMatchObject({ status: 400, result: { error: { rate: ['required'] } } })
    expect(await errorsOf({ ...form, rateDate: daysAgo(-3) })).toMatchObject({
      status: 422,
      form: 'enter-rate',
      result: { error: { rateDate: ['console.exchange_rates.errors.future_date'] } },
    })
    expect(await stored()).toEqual([])
    expect(await auditBy(db(), admin.userId)).toEqual([])
  })

  it('imports the ECB’s CSV: “Imported …” with the counts; the same file again changes nothing', async () => {
    const admin = await consoleStaff(db(), 'admin')
    const file = ['Date,USD,JPY,MXN,', `${daysAgo(2)},1.0498,161.90,21.2,`, `${daysAgo(1)},1.0512,162.45,21.294,`].join('\n')
    const answer = await post(admin, {}, { intent: 'import-ecb', file: csv(file) })
    expect(answer).toMatchObject({ status: 302, location: '/admin/exchange-rates', toast: { color: 'success' } })
    expect(answer.toast!.title).toMatch(/^Imported the ECB's rates from .+ to .+: 4 new, 0 changed, 0 already stored\.$/)
    expect((await stored()).map((row) => `${row.base_currency}/${row.quote_currency} ${row.rate}`)).toEqual([
      'EUR/USD 1.0498',
      'EUR/MXN 21.2',
      'EUR/USD 1.0512',
      'EUR/MXN 21.294',
    ])
    const again = await post(admin, {}, { intent: 'import-ecb', file: csv(file) }, { locale: 'es' })
    expect(again.toast!.title).toMatch(/^Importados los tipos del BCE del .+ al .+: 0 nuevos, 0 cambiados, 4 ya guardados\.$/)
    const onlyYen = await post(admin, {}, { intent: 'import-ecb', file: csv(`Date,JPY\n${daysAgo(1)},162.45\n`) })
    expect(onlyYen.toast!.title).toBe('The file held no rate of a currency the site uses: nothing changed.')
    expect((await auditBy(db(), admin.userId)).map((entry) => entry.action)).toEqual(['exchange_rates.import', 'exchange_rates.import'])
  })

  it('a file the import refuses, no file, or a file too large: the import form’s error under the file; nothing stored', async () => {
    const admin = await consoleStaff(db(), 'admin')
    const bad = await post(admin, {}, { intent: 'import-ecb', file: csv(`Date,USD\n${daysAgo(2)},1.05\n${daysAgo(1)},1,05\n`) })
    expect(bad).toMatchObject({
      status: 422,
      data: { form: 'import-ecb', result: { error: { file: ['console.exchange_rates.import_errors.columns?line=3'] } } },
    })
    const rate = await post(admin, {}, { intent: 'import-ecb', file: csv(`Date,USD,MXN\n${daysAgo(1)},1.05,abc\n`) })
    expect(rate).toMatchObject({
      status: 422,
      data: { result: { error: { file: ['console.exchange_rates.import_errors.rate?line=2&currency=MXN'] } } },
    })
    const none = await post(admin, {}, { intent: 'import-ecb', file: new File([], '', { type: 'application/octet-stream' }) })
    expect(none).toMatchObject({
      status: 400,
      data: { form: 'import-ecb', result: { error: { file: ['console.exchange_rates.errors.file_missing'] } } },
    })
    const large = await post(admin, {}, { intent: 'import-ecb', file: csv(`Date,USD\n${'x'.repeat(4 * 1024 * 1024)}`) })
    expect(large).toMatchObject({ status: 400, data: { result: { error: { file: ['console.exchange_rates.errors.file_too_large?megabytes=4'] } } } })
    expect(await stored()).toEqual([])
    expect(await auditBy(db(), admin.userId)).toEqual([])
  })

  it('reads, for the seeded destinations’ currencies, the rate a quote would use today into every patient currency, and the stored ones', async () => {
    const admin = await consoleStaff(db(), 'admin')
    await post(admin, {}, { intent: 'import-ecb', file: csv(`Date,USD,MXN\n${daysAgo(1)},1.0512,21.294\n`) })
    await post(admin, {}, { intent: 'enter-rate', base: 'USD', quote: 'COP', rate: '4150.25', rateDate: daysAgo(10) })
    const page = (await open(admin, {}, {})).data as Awaited<ReturnType<typeof loader>>
    expect(page.today).toBe(daysAgo(0))
    expect(page.clinicCurrencies.map((clinic) => clinic.currency)).toEqual(['EUR', 'USD', 'MXN', 'COP', 'CRC'])
    const cell = (clinic: string, patient: string) =>
      page.clinicCurrencies.find((candidate) => candidate.currency === clinic)!.rates.find((candidate) => candidate.patient === patient)!.rate
    expect(cell('EUR', 'USD')).toMatchObject({ rate: '1.0512', derivation: 'direct', stale: false })
    expect(cell('MXN', 'COP')).toMatchObject({ derivation: 'cross', via: ['EUR', 'USD'], rateDate: daysAgo(10), stale: true })
    expect(cell('CRC', 'EUR')).toBeNull()
    expect(page.stored.map((row) => [`${row.base}/${row.quote}`, row.source, row.enteredBy, row.stale])).toEqual([
      ['EUR/MXN', 'ecb', admin.session.user.name, false],
      ['EUR/USD', 'ecb', admin.session.user.name, false],
      ['USD/COP', 'manual', admin.session.user.name, true],
    ])
  })

  it('the door: coordinators and clinic staff get 404, and nothing is written', async () => {
    for (const role of ['coordinator', 'clinic_staff'] as const) {
      const who = await consoleStaff(db(), role)
      expect((await post(who, {}, { intent: 'enter-rate', base: 'USD', quote: 'COP', rate: '1', rateDate: daysAgo(1) })).status).toBe(404)
      expect((await post(who, {}, { intent: 'import-ecb', file: csv(`Date,USD\n${daysAgo(1)},1.05\n`) })).status).toBe(404)
      expect((await open(who, {}, {})).status).toBe(404)
    }
    expect(await stored()).toEqual([])
  })
})

import { beforeEach, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { signedInStaffContext, staffActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { importEcbFile } from './import-ecb-file.server'

/*
 * The staff verb around the ECB import (issue 30): its own permission check,
 * the admin as the one importing, and the import's problems as refusals that
 * name their line (and the currency, or the day) for the page to translate.
 * The import itself is tested in import-exchange-rates.test.ts.
 */

const now = new Date('2026-11-27T17:00:00Z')
const DAY = ['Date, USD, JPY, MXN, ', '27 November 2026, 1.0512, 162.45, 21.2940, '].join('\n')

describeEachDatabase('importing the ECB’s CSV as an admin', (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom('exchange_rates').execute()
  })

  it('imports as the admin, who is named on the rates and the audit entry (with the request it came with)', async () => {
    const db = getDb()
    const context = { ...(await signedInStaffContext(db, 'admin', { now })), ip: '203.0.113.7', requestId: 'req-import-1' }
    const outcome = await importEcbFile(context, DAY)
    expect(outcome).toEqual({
      ok: true,
      imported: {
        ok: true,
        inserted: 2,
        updated: 0,
        unchanged: 0,
        firstDate: '2026-11-27',
        lastDate: '2026-11-27',
        currencies: ['MXN', 'USD'],
        ignored: ['JPY'],
      },
    })
    const stored = await db.selectFrom('exchange_rates').select(['quote_currency', 'entered_by', 'source']).orderBy('quote_currency').execute()
    expect(stored).toEqual([
      { quote_currency: 'MXN', entered_by: context.session.user.id, source: 'ecb' },
      { quote_currency: 'USD', entered_by: context.session.user.id, source: 'ecb' },
    ])
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'entity_id', 'ip', 'request_id'])
      .where('action', '=', 'exchange_rates.import')
      .where('actor_user_id', '=', context.session.user.id)
      .execute()
    expect(audit).toEqual([{ actor_user_id: context.session.user.id, entity_id: 'ecb 2026-11-27', ip: '203.0.113.7', request_id: 'req-import-1' }])
  })

  it('a file the import refuses: the problem as the detail, its line (and currency or day) as values, about the file; nothing stored', async () => {
    const context = await signedInStaffContext(getDb(), 'admin', { now })
    const refusal = (detail: string, values: Record<string, string | number>) => ({
      ok: false,
      code: 'exchange_rates_file_invalid',
      detail,
      values,
      field: 'file',
    })
    expect(await importEcbFile(context, 'Date,USD,\n2026-11-27,1.05,\n2026-11-26,abc,\n')).toEqual(refusal('rate', { line: 3, currency: 'USD' }))
    expect(await importEcbFile(context, 'Datum,USD\n2026-11-27,1.05\n')).toEqual(refusal('header', { line: 1 }))
    expect(await importEcbFile(context, 'Date,USD\n2026-11-27,1.05,2\n')).toEqual(refusal('columns', { line: 2 }))
    expect(await importEcbFile(context, 'Date,USD\n\n2026-11-31,1.05\n')).toEqual(refusal('date', { line: 3 }))
    expect(await importEcbFile(context, '')).toEqual(refusal('empty', { line: 1 }))
    expect(await importEcbFile(context, 'Date,USD\n2026-12-01,1.05\n')).toEqual(refusal('future_date', { date: '2026-12-01' }))
    expect(await getDb().selectFrom('exchange_rates').select('id').execute()).toEqual([])
  })

  it('checks its permission itself: a coordinator imports nothing', async () => {
    await expect(importEcbFile(staffActionContext(getDb(), 'coordinator', { now }), DAY)).rejects.toBeInstanceOf(PermissionDenied)
    expect(await getDb().selectFrom('exchange_rates').select('id').execute()).toEqual([])
  })
})

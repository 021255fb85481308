import { expect, it } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { AUDIT_PAGE_SIZE, listAuditEntries, recordAudit } from './audit.server'

const actor = (id: number, email: string) => ({ user: { id, email, name: 'Staff', locale: 'en' } }) as RequestSession

describeEachDatabase('browsing the audit trail', (db) => {
  it('filters by actor, action and dates, newest first, a page at a time', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12))
    const ana = testActionContext(db(), { session: actor(1, 'ana@claravia.example'), now: day(2) })
    const luis = testActionContext(db(), { session: actor(2, 'luis_x@claravia.example'), now: day(5) })
    await recordAudit(db(), ana, { action: 'staff.invite', entityType: 'user', entityId: 10 })
    await recordAudit(db(), luis, { action: 'staff.disable', entityType: 'user', entityId: 10 })
    for (let n = 0; n < AUDIT_PAGE_SIZE; n++)
      await recordAudit(db(), { ...ana, now: day(1) }, { action: 'appointment.note', entityType: 'appointment', entityId: n })

    expect((await listAuditEntries(db(), { actor: 'LUIS_' })).entries.map((entry) => entry.action)).toEqual(['staff.disable'])
    expect((await listAuditEntries(db(), { actor: 'luis%' })).entries).toEqual([])
    expect((await listAuditEntries(db(), { action: 'staff.' })).entries.map((entry) => entry.action)).toEqual(['staff.disable', 'staff.invite'])
    expect((await listAuditEntries(db(), { from: day(2), to: day(3) })).entries.map((entry) => entry.action)).toEqual(['staff.invite'])
    const first = await listAuditEntries(db(), {})
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE)
    expect(first.entries[0]!.action).toBe('staff.disable')
    expect(first.hasMore).toBe(true)
    const second = await listAuditEntries(db(), {}, 2)
    expect(second).toMatchObject({ hasMore: false })
    expect(second.entries).toHaveLength(2)
  })
})

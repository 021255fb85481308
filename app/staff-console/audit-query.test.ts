import { describe, expect, it } from 'vitest'
import { auditChanges, auditFilterOf, AuditQuerySchema } from './audit-query'

describe('the audit page', () => {
  it('shows only the fields that changed, before → after', () => {
    expect(auditChanges({ status: 'new', assigneeId: null }, { status: 'answered', assigneeId: null })).toEqual([
      { field: 'status', before: 'new', after: 'answered' },
    ])
    expect(auditChanges(undefined, { role: 'admin', clinics: [] })).toEqual([
      { field: 'role', before: '—', after: 'admin' },
      { field: 'clinics', before: '—', after: '[]' },
    ])
  })

  it('reads its filters from the URL, ignoring what is malformed; days are whole days', () => {
    const query = AuditQuerySchema.parse({ actor: ' ana@', from: '2026-11-02', to: 'yesterday', page: '-3' })
    expect(query).toEqual({ actor: 'ana@', from: '2026-11-02', page: 1 })
    expect(auditFilterOf({ ...query, to: '2026-11-03' })).toEqual({
      actor: 'ana@',
      action: undefined,
      from: new Date('2026-11-02T00:00:00.000Z'),
      to: new Date('2026-11-03T23:59:59.999Z'),
    })
  })
})

import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { clinicAvailabilityRows, editedClinic, freeHours, NOW } from '../../tests/setup/clinic-availability'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { addClinicClosure } from './add-clinic-closure.server'
import { removeClinicClosure } from './remove-clinic-closure.server'

describeEachDatabase('removing a clinic closure', (db) => {
  let clinic: Awaited<ReturnType<typeof editedClinic>>
  const context = () => staffActionContext(db(), 'coordinator', { now: NOW })

  beforeAll(async () => {
    clinic = await editedClinic(db())
  }, 60_000)

  it('reopens the hours it closed and returns what it was', async () => {
    const open = await freeHours(db(), clinic.slug, '2026-12-02')
    const added = await addClinicClosure(context(), { clinicId: clinic.id, date: '2026-12-02', starts: '00:00', ends: '24:00' })
    if (!added.ok) throw new Error(added.code)
    expect(await freeHours(db(), clinic.slug, '2026-12-02')).toEqual([])
    const removed = await removeClinicClosure(context(), { clinicId: clinic.id, closureId: added.after.id })
    expect(removed).toEqual({ ok: true, before: added.after, after: null })
    expect(await freeHours(db(), clinic.slug, '2026-12-02')).toEqual(open)
    // Both writes are in the audit trail, each with what it added or removed.
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_type', '=', 'clinic')
      .where('entity_id', '=', String(clinic.id))
      .where('action', 'in', ['clinic.closure_add', 'clinic.closure_remove'])
      .orderBy('id')
      .execute()
    expect(audit.slice(-2).map((row) => [row.action, JSON.parse(row.before ?? 'null'), JSON.parse(row.after ?? 'null')])).toEqual([
      ['clinic.closure_add', null, added.after],
      ['clinic.closure_remove', added.after, null],
    ])
  })

  it('refuses a closure that is gone or belongs to another clinic', async () => {
    const added = await addClinicClosure(context(), { clinicId: clinic.id, date: '2026-12-03' })
    if (!added.ok) throw new Error(added.code)
    expect(await removeClinicClosure(context(), { clinicId: clinic.id + 1, closureId: added.after.id })).toEqual({
      ok: false,
      code: 'closure_not_found',
    })
    expect((await removeClinicClosure(context(), { clinicId: clinic.id, closureId: added.after.id })).ok).toBe(true)
    expect(await removeClinicClosure(context(), { clinicId: clinic.id, closureId: added.after.id })).toEqual({ ok: false, code: 'closure_not_found' })
  })

  it('clinic staff of another clinic are refused it (clinic_not_found) and the closure stays', async () => {
    const added = await addClinicClosure(context(), { clinicId: clinic.id, date: '2026-12-10' })
    if (!added.ok) throw new Error(added.code)
    const before = await clinicAvailabilityRows(db(), clinic.id)
    const elsewhere = staffActionContext(db(), 'clinic_staff', { clinicIds: [clinic.id + 1], now: NOW })
    expect(await removeClinicClosure(elsewhere, { clinicId: clinic.id, closureId: added.after.id })).toEqual({ ok: false, code: 'clinic_not_found' })
    expect(await clinicAvailabilityRows(db(), clinic.id)).toEqual(before)
    // Staff of its own clinic may.
    const own = staffActionContext(db(), 'clinic_staff', { clinicIds: [clinic.id], now: NOW })
    expect((await removeClinicClosure(own, { clinicId: clinic.id, closureId: added.after.id })).ok).toBe(true)
  })

  it('without "availability.manage" (no door passed) it throws PermissionDenied and the closure stays', async () => {
    const added = await addClinicClosure(context(), { clinicId: clinic.id, date: '2026-12-11' })
    if (!added.ok) throw new Error(added.code)
    const before = await clinicAvailabilityRows(db(), clinic.id)
    await expect(
      removeClinicClosure(testActionContext(db(), { now: NOW }), { clinicId: clinic.id, closureId: added.after.id }),
    ).rejects.toBeInstanceOf(PermissionDenied)
    expect(await clinicAvailabilityRows(db(), clinic.id)).toEqual(before)
  })
})

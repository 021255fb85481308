import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { signedInStaffContext, staffActionContext as callerContext, testActionContext } from '../../tests/setup/action-context'
import { inboxAuditOf, insertContactMessage } from '../../tests/setup/contact-inbox'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { assignContactMessage } from './assign-contact-message.server'
import { getContactMessageThread } from './inbox.server'
import { AssignContactMessageSchema } from './inbox-schemas'

describeEachDatabase('assigning a contact message', (db) => {
  let lucia: ActionContext & { session: RequestSession }
  let pedro: ActionContext & { session: RequestSession }
  beforeAll(async () => {
    lucia = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Gómez' })
    pedro = await signedInStaffContext(db(), 'coordinator', { name: 'Pedro Ruiz' })
  })

  it('gives the message to a team member, then to nobody, each change audited by whoever made it', async () => {
    const messageId = await insertContactMessage(db())
    expect(await assignContactMessage(lucia, { messageId, version: 0, assigneeId: pedro.session.user.id })).toMatchObject({
      ok: true,
      version: 1,
    })
    expect((await getContactMessageThread(db(), messageId))!.assignee).toEqual({ id: pedro.session.user.id, name: 'Pedro Ruiz' })
    expect(await assignContactMessage(lucia, { messageId, version: 1, assigneeId: null })).toMatchObject({ ok: true, version: 2 })
    expect((await getContactMessageThread(db(), messageId))!.assignee).toBeNull()
    const audit = await inboxAuditOf(db(), messageId)
    expect(audit.map(({ before, after }) => [before.assigneeId, after.assigneeId])).toEqual([
      [null, pedro.session.user.id],
      [pedro.session.user.id, null],
    ])
    expect(audit.every((entry) => entry.action === 'contact_message.assign' && entry.after.status === 'new')).toBe(true)
    expect(audit.every((entry) => entry.actorUserId === lucia.session.user.id)).toBe(true)
  })

  it('refuses an assignee who does not exist, on the field', async () => {
    const messageId = await insertContactMessage(db())
    expect(await assignContactMessage(lucia, { messageId, version: 0, assigneeId: 999_999 })).toEqual({
      ok: false,
      code: 'assignee_not_found',
      field: 'assigneeId',
    })
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ assignee: null, version: 0 })
  })

  it('refuses a patient or a disabled team member as assignee: only someone who can open the inbox', async () => {
    const messageId = await insertContactMessage(db())
    const gone = await signedInStaffContext(db(), 'coordinator', { name: 'Ex Empleado' })
    await db().updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', gone.session.user.id).execute()
    const at = new Date().toISOString()
    const patient = await db()
      .insertInto('users')
      .values({
        name: 'Paciente',
        email: `assignee-patient-${Date.now()}@example.com`,
        password_hash: 'x',
        locale: 'es',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const assigneeId of [gone.session.user.id, patient.id])
      expect(await assignContactMessage(lucia, { messageId, version: 0, assigneeId })).toMatchObject({ ok: false, code: 'assignee_not_found' })
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ assignee: null, version: 0 })
  })

  it('refuses a stale change: the second of two people assigning from the same page', async () => {
    const messageId = await insertContactMessage(db())
    expect((await assignContactMessage(lucia, { messageId, version: 0, assigneeId: lucia.session.user.id })).ok).toBe(true)
    expect(await assignContactMessage(pedro, { messageId, version: 0, assigneeId: pedro.session.user.id })).toEqual({
      ok: false,
      code: 'contact_message_changed',
    })
    expect((await getContactMessageThread(db(), messageId))!.assignee?.id).toBe(lucia.session.user.id)
  })

  it('refuses a message that does not exist', async () => {
    expect(await assignContactMessage(lucia, { messageId: 999_999, version: 0, assigneeId: null })).toEqual({
      ok: false,
      code: 'contact_message_not_found',
    })
  })

  it('throws PermissionDenied for a caller without inbox.answer (clinic staff, or no staff at all), and changes nothing', async () => {
    const messageId = await insertContactMessage(db())
    for (const outsider of [callerContext(db(), 'clinic_staff'), testActionContext(db())])
      await expect(assignContactMessage(outsider, { messageId, version: 0, assigneeId: lucia.session.user.id })).rejects.toThrow(PermissionDenied)
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ assignee: null, version: 0 })
    expect(await inboxAuditOf(db(), messageId)).toEqual([])
  })
})

it('“nobody” in the form is no assignee', () => {
  expect(AssignContactMessageSchema.parse({ messageId: '3', version: '0', assigneeId: '' })).toEqual({ messageId: 3, version: 0, assigneeId: null })
  expect(AssignContactMessageSchema.parse({ messageId: '3', version: '0', assigneeId: '7' })).toMatchObject({ assigneeId: 7 })
})

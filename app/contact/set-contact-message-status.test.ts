import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { signedInStaffContext, staffActionContext as callerContext, testActionContext } from '../../tests/setup/action-context'
import { inboxAuditOf, insertContactMessage } from '../../tests/setup/contact-inbox'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { getContactMessageThread } from './inbox.server'
import { SetContactMessageStatusSchema } from './inbox-schemas'
import { setContactMessageStatus } from './set-contact-message-status.server'

describeEachDatabase('setting a contact message’s status', (db) => {
  let lucia: ActionContext & { session: RequestSession }
  beforeAll(async () => {
    lucia = await signedInStaffContext(db(), 'coordinator')
  })

  it('changes the status, bumps the version and the updated time, and audits the change', async () => {
    const messageId = await insertContactMessage(db())
    const now = new Date('2026-11-23T10:00:00Z')
    const outcome = await setContactMessageStatus({ ...lucia, now }, { messageId, version: 0, status: 'closed' })
    const before = { status: 'new', assigneeId: null }
    const after = { status: 'closed', assigneeId: null }
    expect(outcome).toEqual({ ok: true, version: 1, change: { action: 'contact_message.set_status', messageId, before, after } })
    expect(await inboxAuditOf(db(), messageId)).toEqual([{ action: 'contact_message.set_status', actorUserId: lucia.session.user.id, before, after }])
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ status: 'closed', version: 1, updatedAt: now })
    // Reopened with the version the page now carries.
    expect(await setContactMessageStatus(lucia, { messageId, version: 1, status: 'new' })).toMatchObject({ ok: true, version: 2 })
  })

  it('refuses a change from a form loaded before someone else’s, and overwrites nothing', async () => {
    const messageId = await insertContactMessage(db())
    expect((await setContactMessageStatus(lucia, { messageId, version: 0, status: 'answered' })).ok).toBe(true)
    const stale = await setContactMessageStatus(lucia, { messageId, version: 0, status: 'closed' })
    expect(stale).toEqual({ ok: false, code: 'contact_message_changed' })
    expect((await inboxAuditOf(db(), messageId)).map((entry) => entry.after.status)).toEqual(['answered'])
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ status: 'answered', version: 1 })
  })

  it('refuses a message that does not exist', async () => {
    expect(await setContactMessageStatus(lucia, { messageId: 999_999, version: 0, status: 'closed' })).toEqual({
      ok: false,
      code: 'contact_message_not_found',
    })
  })

  it('throws PermissionDenied for a caller without inbox.answer (clinic staff, or no staff at all), and changes nothing', async () => {
    const messageId = await insertContactMessage(db())
    for (const outsider of [callerContext(db(), 'clinic_staff'), testActionContext(db())])
      await expect(setContactMessageStatus(outsider, { messageId, version: 0, status: 'closed' })).rejects.toThrow(PermissionDenied)
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ status: 'new', version: 0 })
    expect(await inboxAuditOf(db(), messageId)).toEqual([])
  })
})

it('the form’s values are read from text, and an unknown status is refused', () => {
  expect(SetContactMessageStatusSchema.parse({ messageId: '4', version: '2', status: 'closed' })).toEqual({
    messageId: 4,
    version: 2,
    status: 'closed',
  })
  expect(SetContactMessageStatusSchema.safeParse({ messageId: '4', version: '2', status: 'spam' }).success).toBe(false)
})

import { beforeAll, expect, it } from 'vitest'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { insertContactMessage, staffActionContext } from '../../tests/setup/contact-inbox'
import { describeEachDatabase } from '../../tests/setup/test-database'
import type { ContactMessageChange } from './change-contact-message.server'
import { getContactMessageThread } from './inbox.server'
import { SetContactMessageStatusSchema } from './inbox-schemas'
import { setContactMessageStatus } from './set-contact-message-status.server'

describeEachDatabase('setting a contact message’s status', (db) => {
  let lucia: ActionContext & { session: RequestSession }
  beforeAll(async () => {
    lucia = await staffActionContext(db())
  })

  it('changes the status, bumps the version and the updated time, and describes the change for the audit', async () => {
    const messageId = await insertContactMessage(db())
    const now = new Date('2026-11-23T10:00:00Z')
    const recorded: ContactMessageChange[] = []
    const outcome = await setContactMessageStatus(
      { ...lucia, now },
      { messageId, version: 0, status: 'closed' },
      async (_trx, change) => void recorded.push(change),
    )
    expect(outcome).toEqual({ ok: true, version: 1, change: recorded[0] })
    expect(recorded).toEqual([
      { action: 'contact_message.set_status', messageId, before: { status: 'new', assigneeId: null }, after: { status: 'closed', assigneeId: null } },
    ])
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ status: 'closed', version: 1, updatedAt: now })
    // Reopened with the version the page now carries.
    expect(await setContactMessageStatus(lucia, { messageId, version: 1, status: 'new' })).toMatchObject({ ok: true, version: 2 })
  })

  it('refuses a change from a form loaded before someone else’s, and overwrites nothing', async () => {
    const messageId = await insertContactMessage(db())
    expect((await setContactMessageStatus(lucia, { messageId, version: 0, status: 'answered' })).ok).toBe(true)
    let recorded = false
    const stale = await setContactMessageStatus(lucia, { messageId, version: 0, status: 'closed' }, async () => void (recorded = true))
    expect(stale).toEqual({ ok: false, code: 'contact_message_changed' })
    expect(recorded).toBe(false)
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ status: 'answered', version: 1 })
  })

  it('refuses a message that does not exist', async () => {
    expect(await setContactMessageStatus(lucia, { messageId: 999_999, version: 0, status: 'closed' })).toEqual({
      ok: false,
      code: 'contact_message_not_found',
    })
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

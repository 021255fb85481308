import { signedInStaffContext } from '../../tests/setup/action-context'
import { beforeAll, expect, it } from 'vitest'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { insertContactMessage } from '../../tests/setup/contact-inbox'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { assignContactMessage } from './assign-contact-message.server'
import { getContactMessageThread, INBOX_PAGE_SIZE, listInbox } from './inbox.server'
import { InboxQuerySchema, type InboxQuery } from './inbox-schemas'
import { replyToContactMessage } from './reply-to-contact-message.server'
import { setContactMessageStatus } from './set-contact-message-status.server'

const query = (fields: Partial<InboxQuery> = {}): InboxQuery => ({ ...InboxQuerySchema.parse({}), ...fields })
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9))

describeEachDatabase('the contact inbox', (db) => {
  let lucia: ActionContext & { session: RequestSession }
  let pedro: ActionContext & { session: RequestSession }
  const ids = { oldest: 0, middle: 0, newest: 0 }

  beforeAll(async () => {
    lucia = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Gómez' })
    pedro = await signedInStaffContext(db(), 'coordinator', { name: 'Pedro Ruiz' })
    ids.oldest = await insertContactMessage(db(), { name: 'Ana Torres', subject: 'LASIK in Bogotá', createdAt: day(1) })
    ids.middle = await insertContactMessage(db(), { name: 'Berta Díaz', email: 'berta_100%@example.com', subject: 'Cataracts', createdAt: day(2) })
    ids.newest = await insertContactMessage(db(), { name: 'Carlos Vega', subject: 'Prices', locale: 'es', createdAt: day(3) })
    await assignContactMessage(lucia, { messageId: ids.middle, version: 0, assigneeId: lucia.session.user.id })
    await setContactMessageStatus(lucia, { messageId: ids.newest, version: 0, status: 'closed' })
  })

  it('lists newest first with counts per status; existing messages start new and unassigned', async () => {
    const page = await listInbox(db(), query(), lucia.session.user.id)
    expect(page.messages.map((m) => m.id)).toEqual([ids.newest, ids.middle, ids.oldest])
    expect(page.counts).toEqual({ new: 2, answered: 0, closed: 1 })
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 })
    expect(page.messages[2]).toMatchObject({ name: 'Ana Torres', status: 'new', assignee: null, version: 0, createdAt: day(1) })
    expect(page.messages[1]!.assignee).toEqual({ id: lucia.session.user.id, name: 'Lucía Gómez' })
  })

  it('filters by status and by assignee (mine, unassigned), counts following the assignee filter', async () => {
    expect((await listInbox(db(), query({ status: 'closed' }), lucia.session.user.id)).messages.map((m) => m.id)).toEqual([ids.newest])
    const mine = await listInbox(db(), query({ assignee: 'mine' }), lucia.session.user.id)
    expect(mine.messages.map((m) => m.id)).toEqual([ids.middle])
    expect(mine.counts).toEqual({ new: 1, answered: 0, closed: 0 })
    expect((await listInbox(db(), query({ assignee: 'mine' }), pedro.session.user.id)).total).toBe(0)
    const unassigned = await listInbox(db(), query({ assignee: 'unassigned', status: 'new' }), lucia.session.user.id)
    expect(unassigned.messages.map((m) => m.id)).toEqual([ids.oldest])
  })

  it('searches name, email and subject without regard to case; % and _ are plain characters', async () => {
    const found = async (search: string) => (await listInbox(db(), query({ search }), lucia.session.user.id)).messages.map((m) => m.id)
    expect(await found('lasik')).toEqual([ids.oldest])
    expect(await found('CARLOS')).toEqual([ids.newest])
    expect(await found('berta_100%')).toEqual([ids.middle])
    expect(await found('_1')).toEqual([ids.middle])
    expect(await found('%')).toEqual([ids.middle])
    expect(await found('nobody')).toEqual([])
  })

  it('pages through the list', async () => {
    const many = []
    for (let n = 0; n < INBOX_PAGE_SIZE + 2; n++) many.push(await insertContactMessage(db(), { subject: `Paging ${n}`, createdAt: day(10) }))
    const second = await listInbox(db(), query({ search: 'paging', page: 2 }), lucia.session.user.id)
    expect(second).toMatchObject({ total: INBOX_PAGE_SIZE + 2, page: 2, pageCount: 2 })
    // Same time: the later message first.
    expect(second.messages.map((m) => m.id)).toEqual([many[1], many[0]])
  })

  it('an unreadable filter falls back to the whole list', () => {
    expect(InboxQuerySchema.parse({ status: 'spam', assignee: 'everyone', page: '-3' })).toEqual({ assignee: 'anyone', page: 1 })
  })

  it('shows one message with its thread: the original, then each reply with its author, oldest first', async () => {
    await replyToContactMessage(pedro, { messageId: ids.oldest, body: 'First answer.' })
    await replyToContactMessage(lucia, { messageId: ids.oldest, body: 'Second answer.' })
    const thread = await getContactMessageThread(db(), ids.oldest)
    expect(thread).toMatchObject({
      name: 'Ana Torres',
      message: 'Hello, I would like to know more about LASIK.',
      status: 'answered',
      assignee: { id: pedro.session.user.id, name: 'Pedro Ruiz' },
      version: 2,
    })
    expect(thread!.updatedAt).toBeInstanceOf(Date)
    expect(thread!.replies.map(({ body, author, delivery }) => ({ body, author: author.name, delivery }))).toEqual([
      { body: 'First answer.', author: 'Pedro Ruiz', delivery: 'pending' },
      { body: 'Second answer.', author: 'Lucía Gómez', delivery: 'pending' },
    ])
    expect(await getContactMessageThread(db(), 999_999)).toBeUndefined()
  })
})

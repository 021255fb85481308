import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { toDate } from '~/db/dialect.server'

/*
 * Live updates of an open conversation (issue 29, decision 037): the page
 * asks "has anything changed since version V?" and the server holds the
 * request until it has, or until HOLD_MS pass. What changed is read from the
 * database (a primary-key read every POLL_MS), never from this process's
 * memory, so a message written through any process of any instance reaches a
 * reader connected to another. The page then reloads its data.
 */

type Db = Kysely<Database>

/** How long a request is held before it answers "nothing new" (the page asks again at once). */
export const HOLD_MS = 20_000
/** How often a held request reads the conversation: bounds the delay of a new message. */
export const POLL_MS = 400

/** What the patient sees changing: a new message or event, the team reading theirs. */
export async function patientVersion(db: Db, patientId: number): Promise<string> {
  const row = await db
    .selectFrom('care_conversations')
    .select(['last_message_id', 'team_read_id'])
    .where('patient_id', '=', patientId)
    .executeTakeFirst()
  return row ? `${row.last_message_id ?? 0}.${row.team_read_id}` : '0.0'
}

/** What the team sees changing: any message or note, the patient reading, the wait, the coordinator. */
export async function teamVersion(db: Db, conversationId: number): Promise<string> {
  const [row, newest] = await Promise.all([
    db
      .selectFrom('care_conversations')
      .select(['patient_read_id', 'coordinator_id', 'awaiting_reply_since'])
      .where('id', '=', conversationId)
      .executeTakeFirst(),
    db.selectFrom('care_messages').select('id').where('conversation_id', '=', conversationId).orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ])
  if (!row) return '0'
  const waiting = row.awaiting_reply_since === null ? 0 : toDate(row.awaiting_reply_since).getTime()
  return `${newest?.id ?? 0}.${row.patient_read_id}.${row.coordinator_id ?? 0}.${waiting}`
}

/**
 * The version once it differs from `known`, or `known` after `holdMs` (or
 * when the client goes away). Every read is a fresh one: what another
 * instance committed a moment ago is seen at the next poll.
 */
export async function nextVersion(
  read: () => Promise<string>,
  known: string,
  { signal, holdMs = HOLD_MS, pollMs = POLL_MS }: { signal?: AbortSignal; holdMs?: number; pollMs?: number } = {},
): Promise<string> {
  const until = Date.now() + holdMs
  for (;;) {
    const version = await read()
    if (version !== known || signal?.aborted || Date.now() + pollMs > until) return version
    await pause(pollMs, signal)
  }
}

function pause(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

import { createHash, randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { env } from '~/config/env.server'
import type { Database } from '~/db/schema'
import { recordJobRun } from '~/observability/counters.server'
import { logger } from '~/observability/logger.server'
import { sendEmail, type Email } from './mailer.server'

/*
 * The email outbox (docs/decisions/010-email-outbox.md). A message is written
 * as a row in the same transaction as whatever caused it (a contact message, a
 * newsletter signup), so it is never lost when the mail server is down. A
 * worker in the server process drains due rows: it claims each row with a
 * conditional UPDATE (only one process can win it), sends it, marks it sent and
 * empties its body; a failure puts it back with an exponential backoff.
 * Delivery is at least once; duplicates after a crash are made unlikely by a
 * short claim renewed while sending, and harmless by a stable Message-ID.
 */

/** Attachments are stored in the row as JSON, so only text content (calendar files). */
export interface TextAttachment {
  filename: string
  content: string
  contentType: string
}

export type OutboxEmail = Omit<Email, 'attachments'> & { kind: string; attachments?: TextAttachment[] }

type Db = Kysely<Database>
type Writer = Db | Transaction<Database>

/** Attempts before a row is given up as `failed` (about two days with the default backoff). */
export const MAX_ATTEMPTS = 12
/**
 * How long a claim lasts without renewal. Short, so a row whose worker was
 * killed mid-send is retried within a minute; a slow send (nodemailer can take
 * up to 12 minutes) keeps its claim because the worker renews it every
 * HEARTBEAT_MS while the send is in progress.
 */
export const CLAIM_SECONDS = 60
export const HEARTBEAT_MS = 15_000

/**
 * The Message-ID of an outbox row: the same for every attempt at that row, so
 * a mail client folds the rare duplicate (sent again after a crash) into one
 * message. Derived from the row (id, creation time, recipient), so two
 * databases numbering rows alike still give different ids.
 */
export function outboxMessageId(row: { id: number; created_at: string | Date; recipient: string }) {
  const created = row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString()
  const hash = createHash('sha256').update(`${row.id}\n${created}\n${row.recipient}`).digest('hex').slice(0, 20)
  const domain = /@([^@<>\s]+)>?\s*$/.exec(env().MAIL_FROM)?.[1] ?? 'claravia.example'
  return `<outbox.${row.id}.${hash}@${domain}>`
}

/** Seconds before attempt n+1: base·2^(n-1), capped at six hours. */
export function retryDelaySeconds(attempts: number, baseSeconds = 30) {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60)
}

/**
 * Adds an email to the outbox; pass the transaction that writes the row the email is about.
 * `notBefore` holds it back until then (a change staff may still undo: withdrawPendingEmail).
 */
export async function enqueueEmail(db: Writer, email: OutboxEmail, now = new Date(), { notBefore }: { notBefore?: Date } = {}) {
  const { kind, to, ...content } = email
  const row = await db
    .insertInto('email_outbox')
    .values({
      kind,
      recipient: to,
      payload: JSON.stringify(content),
      status: 'pending',
      attempts: 0,
      next_attempt_at: (notBefore ?? now).toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Takes back an email that has not left yet (no worker has claimed it): true when it was
 * still waiting and is now gone, false when it is being sent or was sent.
 */
export async function withdrawPendingEmail(db: Writer, id: number) {
  const removed = await db.deleteFrom('email_outbox').where('id', '=', id).where('status', '=', 'pending').executeTakeFirst()
  return Number(removed.numDeletedRows) === 1
}

export interface DrainOptions {
  /** How to send (tests pass a fake or a specific SMTP server). */
  send?: (email: Email) => Promise<unknown>
  batchSize?: number
  retryBaseSeconds?: number
  /** Claim length and renewal period (tests shorten them). */
  claimSeconds?: number
  heartbeatMs?: number
}

export interface DrainResult {
  sent: number
  retried: number
  failed: number
}

/** Sends every due row once (claimed rows of other workers are left alone). */
export async function drainOutbox(db: Db, now = new Date(), options: DrainOptions = {}): Promise<DrainResult> {
  const {
    send = (email: Email) => sendEmail(email),
    batchSize = 20,
    retryBaseSeconds = 30,
    claimSeconds = CLAIM_SECONDS,
    heartbeatMs = HEARTBEAT_MS,
  } = options
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 }
  const iso = now.toISOString()
  const due = await db
    .selectFrom('email_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', iso)]),
        // A worker that claimed this row died before finishing: take it over.
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', iso)]),
      ]),
    )
    .orderBy('id')
    .limit(batchSize)
    .execute()

  for (const { id } of due) {
    const claim = randomBytes(12).toString('hex')
    const claimed = await db
      .updateTable('email_outbox')
      .set((eb) => ({
        status: 'sending',
        claim_token: claim,
        locked_until: new Date(now.getTime() + claimSeconds * 1000).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', iso)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', iso)]),
        ]),
      )
      .executeTakeFirst()
    // Another worker got there first.
    if (Number(claimed.numUpdatedRows) !== 1) continue

    const row = await db.selectFrom('email_outbox').selectAll().where('id', '=', id).where('claim_token', '=', claim).executeTakeFirst()
    if (!row) continue
    const content = JSON.parse(row.payload) as Omit<Email, 'to'>
    const heartbeat = renewWhileSending(db, { id, claim, now, claimSeconds, heartbeatMs })
    try {
      await send({ to: row.recipient, ...content, messageId: outboxMessageId(row) })
      heartbeat.stop()
      await db
        .updateTable('email_outbox')
        // The body is no longer needed (contact messages keep their own copy).
        .set({ status: 'sent', sent_at: new Date().toISOString(), locked_until: null, payload: '{}', last_error: null })
        .where('id', '=', id)
        .where('claim_token', '=', claim)
        .execute()
      result.sent++
    } catch (error) {
      heartbeat.stop()
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = row.attempts >= MAX_ATTEMPTS
      await db
        .updateTable('email_outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          locked_until: null,
          last_error: message.slice(0, 500),
          next_attempt_at: new Date(now.getTime() + retryDelaySeconds(row.attempts, retryBaseSeconds) * 1000).toISOString(),
        })
        .where('id', '=', id)
        .where('claim_token', '=', claim)
        .execute()
      if (giveUp) {
        result.failed++
        logger.error({ outboxId: id, kind: row.kind, attempts: row.attempts, err: error }, 'email given up after the last attempt')
      } else {
        result.retried++
        logger.warn({ outboxId: id, kind: row.kind, attempts: row.attempts, error: message }, 'email not sent; will retry')
      }
    }
  }
  return result
}

/**
 * Keeps a claim alive while its email is being sent: every `heartbeatMs` the
 * row's lock is pushed `claimSeconds` ahead (on the drain's clock, advanced by
 * the real time elapsed), conditioned on the claim token so a lost claim is
 * never taken back.
 */
function renewWhileSending(db: Db, claim: { id: number; claim: string; now: Date; claimSeconds: number; heartbeatMs: number }) {
  const startedAt = Date.now()
  const timer = setInterval(() => {
    const clock = claim.now.getTime() + (Date.now() - startedAt)
    db.updateTable('email_outbox')
      .set({ locked_until: new Date(clock + claim.claimSeconds * 1000).toISOString() })
      .where('id', '=', claim.id)
      .where('claim_token', '=', claim.claim)
      .where('status', '=', 'sending')
      .execute()
      .catch((error: unknown) => logger.warn({ outboxId: claim.id, err: error }, 'outbox claim not renewed'))
  }, claim.heartbeatMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

/*
 * The worker: a timer in the server process, plus a nudge right after a row
 * is written so emails leave at once when the mail server is up.
 */

class OutboxWorker {
  private running: Promise<void> | undefined
  private again = false
  private readonly timer: NodeJS.Timeout

  constructor(
    private readonly db: () => Db,
    intervalMs: number,
    private readonly retryBaseSeconds?: number,
  ) {
    this.timer = setInterval(() => this.drain(), intervalMs)
    this.timer.unref()
  }

  drain() {
    if (this.running) {
      this.again = true
      return
    }
    this.running = drainOutbox(this.db(), new Date(), { retryBaseSeconds: this.retryBaseSeconds })
      .then(() => recordJobRun('outbox_worker', true))
      .catch((error: unknown) => {
        recordJobRun('outbox_worker', false)
        logger.error({ err: error }, 'outbox drain failed')
      })
      .finally(() => {
        this.running = undefined
        if (this.again) {
          this.again = false
          this.drain()
        }
      })
  }

  async stop() {
    clearInterval(this.timer)
    this.again = false
    await this.running
  }
}

let worker: OutboxWorker | undefined

export function startOutboxWorker(db: () => Db, options: { intervalMs?: number; retryBaseSeconds?: number } = {}) {
  if (worker) return
  worker = new OutboxWorker(db, options.intervalMs ?? 5000, options.retryBaseSeconds)
  worker.drain()
}

/** Asks the worker (if this process runs one) to drain now. */
export function wakeOutbox() {
  worker?.drain()
}

export async function stopOutboxWorker() {
  const stopping = worker
  worker = undefined
  await stopping?.stop()
}

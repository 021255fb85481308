import type { Transaction } from 'kysely'
import { env } from '~/config/env.server'
import type { Database } from '~/db/schema'
import { isLocale, localizePath, type Locale } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import { enqueueEmail } from '~/messaging/outbox.server'
import { NOTICE_INTERVAL_MS, OPEN_CONVERSATION_MS } from './message-rules'

/*
 * Email notices of care-conversation messages (issue 29, decision 037).
 * Email is not a secure channel, so a notice says only that someone wrote,
 * with a link to the conversation: never the message, its author, nor the
 * plan or appointment it is about (the coordinator's notice does not even
 * name the patient; the console shows them after sign-in). At most one notice
 * per conversation and side every NOTICE_INTERVAL_MS, and none to a patient
 * who has the conversation open.
 *
 * Called by the verbs that store a message, in their transaction, after the
 * message is written: noticeOfTeamMessage for the team's messages the patient
 * sees (never for an internal note or an event), noticeOfPatientMessage for
 * the patient's. The email joins the outbox in that transaction; the caller
 * calls wakeOutbox() once it has committed.
 *
 * The throttle is the stamp on the conversation, set by a conditional UPDATE
 * (only when the last notice is old enough): of two messages at once, one
 * transaction updates the row and queues the email; the other waits for its
 * row lock (PostgreSQL) or its turn (SQLite), finds the stamp fresh, and
 * queues nothing.
 */

type Trx = Transaction<Database>

/** The outbox kinds of the two notices. */
export const CONVERSATION_NOTICE_KINDS = {
  team: 'conversation.team_message',
  patient: 'conversation.patient_message',
} as const

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en')

/**
 * The team wrote a message the patient sees: the patient is told in their
 * language, unless a notice went out in the last 15 minutes or they have the
 * conversation open. True when a notice was queued.
 */
export async function noticeOfTeamMessage(trx: Trx, conversationId: number, now: Date): Promise<boolean> {
  const patient = await trx
    .selectFrom('care_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.patient_id')
    .select(['u.name', 'u.email', 'u.locale'])
    .where('c.id', '=', conversationId)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst()
  if (!patient) return false

  const stamped = await trx
    .updateTable('care_conversations')
    .set({ patient_notified_at: now.toISOString() })
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('patient_notified_at', 'is', null), eb('patient_notified_at', '<=', isoBefore(now, NOTICE_INTERVAL_MS))]))
    // Open in the last minute: they are reading it, or will see it appear.
    .where((eb) => eb.or([eb('patient_seen_at', 'is', null), eb('patient_seen_at', '<=', isoBefore(now, OPEN_CONVERSATION_MS))]))
    .executeTakeFirst()
  if (Number(stamped.numUpdatedRows) !== 1) return false

  const locale = localeOf(patient.locale)
  const t = emailTranslator(locale)
  const { html, text } = renderEmail({
    locale,
    preheader: t('conversation.team_message.preheader'),
    heading: t('conversation.team_message.heading'),
    paragraphs: [t('conversation.team_message.greeting', { name: patient.name }), t('conversation.team_message.body')],
    action: { label: t('conversation.team_message.action'), url: absoluteUrl('/account/care-team', locale) },
    note: t('conversation.team_message.footer'),
  })
  await enqueueEmail(
    trx,
    { kind: CONVERSATION_NOTICE_KINDS.team, to: patient.email, subject: t('conversation.team_message.subject'), html, text },
    now,
  )
  return true
}

/**
 * The patient wrote: their assigned coordinator (when there is one and their
 * account is active) is told in their own language, unless a notice went out
 * in the last 15 minutes. True when a notice was queued.
 */
export async function noticeOfPatientMessage(trx: Trx, conversationId: number, now: Date): Promise<boolean> {
  const coordinator = await trx
    .selectFrom('care_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.coordinator_id')
    .select(['u.name', 'u.email', 'u.locale'])
    .where('c.id', '=', conversationId)
    .where('u.disabled_at', 'is', null)
    .where('u.role', '!=', 'patient')
    .executeTakeFirst()
  if (!coordinator) return false

  const stamped = await trx
    .updateTable('care_conversations')
    .set({ coordinator_notified_at: now.toISOString() })
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('coordinator_notified_at', 'is', null), eb('coordinator_notified_at', '<=', isoBefore(now, NOTICE_INTERVAL_MS))]))
    .executeTakeFirst()
  if (Number(stamped.numUpdatedRows) !== 1) return false

  const locale = localeOf(coordinator.locale)
  const t = emailTranslator(locale)
  const { html, text } = renderEmail({
    locale,
    preheader: t('conversation.patient_message.preheader'),
    heading: t('conversation.patient_message.heading'),
    paragraphs: [t('conversation.patient_message.greeting', { name: coordinator.name }), t('conversation.patient_message.body')],
    action: { label: t('conversation.patient_message.action'), url: absoluteUrl(`/admin/conversations/${conversationId}`, locale) },
    note: t('conversation.patient_message.footer'),
  })
  await enqueueEmail(
    trx,
    { kind: CONVERSATION_NOTICE_KINDS.patient, to: coordinator.email, subject: t('conversation.patient_message.subject'), html, text },
    now,
  )
  return true
}

function isoBefore(now: Date, ms: number) {
  return new Date(now.getTime() - ms).toISOString()
}

function absoluteUrl(path: string, locale: Locale) {
  return `${env().PUBLIC_BASE_URL}${localizePath(path, locale)}`
}

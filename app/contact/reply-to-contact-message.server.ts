import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { env } from '~/config/env.server'
import { toDate } from '~/db/dialect.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import type { Locale } from '~/i18n/locales'
import { enqueueEmail, wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { changeContactMessage, inboxAuditEntry, type ContactMessageChange } from './change-contact-message.server'
import { contactReplyEmail, contactReplyFrame } from './contact-emails.server'
import type { ReplyToContactMessageInput } from './inbox-schemas'

export type RepliedToContactMessage = Outcome<{ replyId: number; change: ContactMessageChange; version: number }>

/**
 * A team member who answers the inbox replies to a contact message: the
 * reply is kept on the message's thread, signed by them, and its email (in
 * the sender's language, Reply-To the team's address) goes into the outbox
 * in the same transaction as its audit entry. The email is what they typed,
 * greeting included (the console's reply box starts with one in the sender's
 * language), with the signature and their message quoted under it. The message
 * becomes answered and, if nobody had it, the author's: that assignment is
 * audited as one too, so "who took this" reads the same however it happened.
 *
 * A closed message is refused rather than reopened: closing was someone's
 * decision that the conversation is over, and a reply typed before that
 * (or to the wrong message) must not reach the person; reopening it first is
 * one deliberate click. Two replies at once are both sent, in order: no
 * version check, since neither overwrites the other.
 */
export async function replyToContactMessage(
  context: ActionContext,
  { messageId, body }: ReplyToContactMessageInput,
): Promise<RepliedToContactMessage> {
  const author = staffCaller(context, 'inbox.answer').member
  const { now } = context
  const outcome = await context.db.transaction().execute(async (trx) => {
    const changed = await changeContactMessage(trx, context, { messageId, action: 'contact_message.reply' }, async (message) => {
      if (message.status === 'closed') return refuse('contact_message_closed')
      const sender = { ...message, locale: message.locale as Locale, createdAt: toDate(message.created_at) }
      if (onlyWords(body) === onlyWords(contactReplyFrame({ message: sender, authorName: author.name }).greeting))
        return refuse('contact_reply_only_greeting', { field: 'body' })
      const email = contactReplyEmail({
        message: sender,
        authorName: author.name,
        body,
        replyTo: env().STAFF_EMAIL,
      })
      const emailId = await enqueueEmail(trx, { kind: 'contact.reply', to: message.email, ...email }, now)
      const reply = await trx
        .insertInto('contact_replies')
        .values({ message_id: messageId, author_id: author.id, body, email_id: emailId, sent_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { after: { status: 'answered', assigneeId: message.assignee_id ?? author.id }, replyId: reply.id }
    })
    if (changed.ok) {
      const { before } = changed.change
      if (before.assigneeId === null)
        await recordAudit(
          trx,
          context,
          inboxAuditEntry({ action: 'contact_message.assign', messageId, before, after: { status: before.status, assigneeId: author.id } }),
        )
      await recordAudit(trx, context, inboxAuditEntry(changed.change))
    }
    return changed
  })
  if (!outcome.ok) return outcome
  wakeOutbox()
  return { ...outcome, replyId: outcome.change.replyId! }
}

/** The words of a text, for comparing it with the suggested greeting whatever its spacing and punctuation. */
function onlyWords(text: string) {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

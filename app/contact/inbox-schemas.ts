import { z } from 'zod'
import { LONGEST_FIELD_LENGTH } from '~/forms/limits'
import { requiredText } from '~/forms/rules'

/*
 * The staff inbox's forms and list filters, shared by the console's forms
 * (instant feedback), their actions and the /v1 admin endpoints. Messages are
 * rule keys or catalogue keys (see forms/rules).
 */

export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number]

/** Whose messages the list shows: the viewer's, nobody's, or everyone's. */
export const INBOX_ASSIGNEE_FILTERS = ['anyone', 'mine', 'unassigned'] as const

export const REPLY_MAX_LENGTH = LONGEST_FIELD_LENGTH
export const INBOX_SEARCH_MAX_LENGTH = 100

const messageId = z.coerce.number().int().positive()
/** The message's version when the form was loaded: a change made since then refuses the form's. */
const version = z.coerce.number().int().min(0)

export const ReplyToContactMessageSchema = z.object({
  messageId,
  body: requiredText({ multiline: true }).max(REPLY_MAX_LENGTH, { error: `contact.too_long?max=${REPLY_MAX_LENGTH}` }),
})
export type ReplyToContactMessageInput = z.infer<typeof ReplyToContactMessageSchema>

export const SetContactMessageStatusSchema = z.object({ messageId, version, status: z.enum(CONTACT_MESSAGE_STATUSES) })
export type SetContactMessageStatusInput = z.infer<typeof SetContactMessageStatusSchema>

export const AssignContactMessageSchema = z.object({
  messageId,
  version,
  // An empty choice ("nobody") unassigns.
  assigneeId: z.preprocess((value) => (value === '' || value === undefined ? null : value), z.coerce.number().int().positive().nullable()),
})
export type AssignContactMessageInput = z.infer<typeof AssignContactMessageSchema>

export const InboxQuerySchema = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES).optional().catch(undefined),
  assignee: z.enum(INBOX_ASSIGNEE_FILTERS).default('anyone').catch('anyone'),
  search: z.string().trim().max(INBOX_SEARCH_MAX_LENGTH).optional().catch(undefined),
  page: z.coerce.number().int().min(1).default(1).catch(1),
})
export type InboxQuery = z.infer<typeof InboxQuerySchema>

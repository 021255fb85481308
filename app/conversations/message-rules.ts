import { z } from 'zod'
import { LONGEST_FIELD_LENGTH } from '~/forms/limits'
import { requiredText } from '~/forms/rules'

/*
 * A message to or from the care team (issue 29), shared by the patient's
 * form, the console's reply, their /v1 twins and the verbs that store them.
 * Plain text: line breaks kept, no markup (links are made clickable when
 * shown, never stored as HTML). Messages are rule keys or catalogue keys.
 */

export const MESSAGE_LIMITS = { body: LONGEST_FIELD_LENGTH, attachments: 5 } as const

const optionalId = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number().int().positive().optional())

// Windows line breaks become \n, so a message is the same whichever system it was typed on.
const messageBody = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
  requiredText({ multiline: true }).max(MESSAGE_LIMITS.body, { error: `conversation.too_long?max=${MESSAGE_LIMITS.body}` }),
)

export const MessageSchema = z.object({
  body: messageBody,
  /** One of the patient's plans the message is about. */
  treatmentId: optionalId,
  /** One of the patient's appointments the message is about. */
  appointmentId: optionalId,
  /** One of the patient's quote requests the message is about (its quote: issue 30). */
  quoteRequestId: optionalId,
})

export type MessageInput = z.infer<typeof MessageSchema>

/** The care team's reply or internal note. */
export const StaffMessageSchema = z.object({ body: messageBody })

export type StaffMessageInput = z.infer<typeof StaffMessageSchema>

/** At most one email notice per conversation in this long (email never carries the message). */
export const NOTICE_INTERVAL_MS = 15 * 60 * 1000
/** A patient who asked for the conversation this recently has it open: no email notice. */
export const OPEN_CONVERSATION_MS = 60 * 1000

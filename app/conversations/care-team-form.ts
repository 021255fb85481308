import { z } from 'zod'
import { MAX_DOCUMENT_BYTES } from '~/documents/document-upload'
import { MESSAGE_LIMITS, MessageSchema, type MessageInput } from './message-rules'

/*
 * The "My care team" form (issue 29), checked alike in the browser and on the
 * server: the message (MessageSchema's rules), one "About" choice (a plan, an
 * appointment or a quote request of the patient's, sent as `plan-12`,
 * `appointment-7` or `quote-3`), and,
 * in the browser only, how many files are chosen and how big they are. On the
 * server the files are not fields: they stream to the store as the form
 * arrives and are checked there, their type from their bytes
 * (message-attachments.server.ts).
 */

const ABOUT = /^(plan|appointment|quote)-([1-9]\d{0,8})$/
// The same limits the server enforces as the files stream in (message-attachments.server.ts).
const MAX_ATTACHMENTS = MESSAGE_LIMITS.attachments
const MAX_ATTACHMENT_MEGABYTES = MAX_DOCUMENT_BYTES / 1024 / 1024

/** The files chosen (an empty file input sends one nameless, empty part: that is none). */
const chosenFiles = z.preprocess(
  (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((file) => file instanceof File && file.name !== ''),
  z.array(z.instanceof(File)).superRefine((files, context) => {
    if (files.length > MAX_ATTACHMENTS) context.addIssue({ code: 'custom', message: `conversation.attachments.too_many?max=${MAX_ATTACHMENTS}` })
    const large = files.find((file) => file.size > MAX_DOCUMENT_BYTES)
    if (large) {
      const values = new URLSearchParams({ file: large.name, megabytes: String(MAX_ATTACHMENT_MEGABYTES) })
      context.addIssue({ code: 'custom', message: `conversation.attachments.too_large?${values}` })
    }
  }),
)

export const CareTeamMessageSchema = z.object({
  body: MessageSchema.shape.body,
  about: z.string().regex(ABOUT, { error: 'default' }).optional(),
  attachments: chosenFiles,
})

export type CareTeamMessage = z.infer<typeof CareTeamMessageSchema>

/** The choice's value in the select. */
export const aboutValue = (kind: 'plan' | 'appointment' | 'quote', id: number) => `${kind}-${id}`

/**
 * The plan or quote request a link asked the form to start on (`?about=plan-12`, `?about=quote-3`: a plan's
 * or a quote's "Ask your care team"), when it is one of the patient's; else none.
 */
export function askedAbout(
  plans: readonly { id: number }[],
  asked: string | null,
  quoteRequests: readonly { id: number }[] = [],
): string | undefined {
  const offered = [...plans.map((plan) => aboutValue('plan', plan.id)), ...quoteRequests.map((request) => aboutValue('quote', request.id))]
  return asked !== null && offered.includes(asked) ? asked : undefined
}

/** The verb's input: the text and the plan, appointment or quote request the message is about. */
export function messageInput({ body, about }: Pick<CareTeamMessage, 'body' | 'about'>): MessageInput {
  const [, kind, id] = ABOUT.exec(about ?? '') ?? []
  if (kind === 'plan') return { body, treatmentId: Number(id) }
  if (kind === 'appointment') return { body, appointmentId: Number(id) }
  if (kind === 'quote') return { body, quoteRequestId: Number(id) }
  return { body }
}

/** A refusal about the plan, appointment or quote request is shown by the one select that chose it. */
export function formField(field: string | undefined) {
  return field === 'treatmentId' || field === 'appointmentId' || field === 'quoteRequestId' ? 'about' : field
}

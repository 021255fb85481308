import { z } from 'zod'
import { ConversationFiltersSchema } from '~/conversations/conversation-list.server'
import { MessageSchema, StaffMessageSchema } from '~/conversations/message-rules'
import { named } from './schemas'

/*
 * Care conversations in the API (issue 29): the patient's own conversation
 * (/v1/me/conversation) and the care team's (/v1/admin/conversations). The
 * request bodies are the pages' own schemas (message-rules.ts,
 * conversation-list.server.ts), so page and API refuse alike. A message's
 * files are not body fields: they come as `attachments` parts of a
 * multipart/form-data body, streamed to the store and checked by their bytes.
 *
 * Writes that create something (a message, a note) answer 201 with it, as
 * the thread now shows it; every other write answers the conversation as it
 * now is.
 */

const id = z.number().int()
const instant = z.string().describe('ISO 8601, UTC.')

const person = z
  .object({ id, name: z.string(), role: z.enum(['patient', 'coordinator', 'clinic_staff', 'admin']) })
  .describe('Who wrote it, or whom an event is about, with their role.')

const attachment = z.object({
  id,
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']).describe('Read from the file’s bytes when it was sent.'),
  byteSize: z.number().int(),
  download: z.string().describe('Where to download it with the same token (an attachment, never shown inline).'),
})

const event = z
  .string()
  .nullable()
  .describe('What happened, for an event (coordinator_assigned, colleague_joined) or a team line (no_reply_needed); null for a message.')

const message = {
  id: id.describe('Grows with time: newer messages have greater ids.'),
  body: z.string().describe('Plain text as written, line breaks kept (no markup; addresses are made links when shown). Empty for an event.'),
  event,
  eventUser: person.nullable().describe('Whom the event is about (the new coordinator, the colleague who joined).'),
  author: person.nullable().describe('Null for the system (the first coordinator assigned automatically).'),
  createdAt: instant,
  treatmentId: id.nullable().describe('One of the patient’s treatment plans the message is about.'),
  appointmentId: id.nullable().describe('One of the patient’s appointments the message is about.'),
  attachments: z.array(attachment),
}

/* The patient's side. */

export const PatientConversationMessage = named(
  'PatientConversationMessage',
  'A message or an event of the patient’s conversation as the patient sees it (the team’s internal notes never are).',
  z.object({
    ...message,
    kind: z.enum(['message', 'event']).describe('message: written by the patient or the team; event: a line such as a new coordinator.'),
    readByTeam: z.boolean().describe('The patient’s own message, once someone of the care team has read it.'),
  }),
)

named(
  'PatientConversation',
  'The signed-in patient’s conversation with their care team: their coordinator, how many of the team’s messages they have not read, and the newest 200 messages and events, oldest first. Before the first message there is no conversation yet (id null, no messages).',
  z.object({
    id: id.nullable(),
    coordinator: z
      .object({
        id,
        name: z.string(),
        title: z.string().nullable().describe('Their role on the public team page, in the asked language (“Patient coordinator”), when linked.'),
        picture: z
          .object({
            src: z.string(),
            width: z.number().int(),
            height: z.number().int(),
            srcset: z.object({ avif: z.string(), webp: z.string() }),
            alt: z.string(),
          })
          .nullable()
          .describe('Their team page photo (as Picture), when there is one.'),
        languages: z.array(z.string()).describe('The languages they answer in (en, es).'),
        usualReplySeconds: z
          .number()
          .int()
          .nullable()
          .describe('How long their first reply usually takes (median over 90 days); null until they have five.'),
      })
      .nullable()
      .describe('The coordinator assigned to the patient; null before the conversation starts or while nobody is.'),
    unread: z.number().int().describe('The team’s messages and events the patient has not read yet.'),
    messages: z.array(PatientConversationMessage),
  }),
)

export const PatientMessageRequest = named(
  'PatientMessageRequest',
  'A message to the care team (JSON, or the same fields in a multipart/form-data form with up to 5 files in `attachments`). Once sent it cannot be changed or removed: a correction is a new message.',
  z.object({
    body: MessageSchema.shape.body.describe('Plain text, up to 5,000 characters; line breaks are kept.'),
    treatmentId: MessageSchema.shape.treatmentId.describe('One of the patient’s own treatment plans the message is about.'),
    appointmentId: MessageSchema.shape.appointmentId.describe('One of the patient’s own appointments the message is about.'),
  }),
)

/* The care team's side. */

export const StaffConversationMessage = named(
  'StaffConversationMessage',
  'A message, an internal note or an event of a conversation, as the care team sees it.',
  z.object({
    ...message,
    kind: z.enum(['message', 'note', 'event']).describe('note: an internal note, which only staff ever see.'),
  }),
)

const colleague = z.object({ id, name: z.string() })

named(
  'StaffConversation',
  'A care conversation as the care team reads it: every message, internal note and event (the newest 200, oldest first), the coordinator, the colleagues brought in, and what the caller may do.',
  z.object({
    id,
    patientId: id.describe('The patient (GET /v1/admin/patients/{id}).'),
    coordinator: colleague.nullable(),
    waitingSince: instant.nullable().describe('Since when the patient’s message waits for the team’s reply; null when nothing waits.'),
    patientReadId: id.describe('The newest message the patient has read: the team’s messages up to it are read.'),
    messages: z.array(StaffConversationMessage),
    members: z.array(colleague).describe('Clinic staff brought into the conversation.'),
    coordinators: z
      .array(colleague.extend({ languages: z.string().describe('Comma-separated: en, es.') }))
      .describe('Whom it may be assigned to (active coordinators and admins); empty for those who may not assign.'),
    colleagues: z
      .array(colleague)
      .describe('Clinic staff of a clinic the patient is treated at who could be brought in; empty for those who may not assign.'),
    may: z.object({ reply: z.boolean(), note: z.boolean(), assign: z.boolean() }),
    version: z.string().describe('Changes whenever something in the conversation does.'),
  }),
)

named(
  'StaffConversationList',
  'Conversations the caller may open, those waiting longest first, then the most recent; 50 a page.',
  z.object({
    conversations: z.array(
      z.object({
        id,
        patient: z.object({ id, name: z.string(), email: z.string(), locale: z.string() }),
        coordinator: colleague.nullable(),
        lastMessage: z
          .object({
            preview: z.string().describe('The first words on one line (never an internal note).'),
            kind: z.string().describe('message, or the event (coordinator_assigned, colleague_joined).'),
            fromPatient: z.boolean(),
            at: instant,
          })
          .nullable(),
        waitingSince: instant.nullable().describe('Since when the patient’s message waits for the team; null when nothing waits.'),
        unread: z.boolean().describe('Something in it the team has not read.'),
      }),
    ),
    hasMore: z.boolean().describe('Another page follows (page + 1).'),
  }),
)

export const AdminConversationsQuery = z.object({
  show: ConversationFiltersSchema.shape.show.describe('mine: assigned to the caller; unassigned; waiting: for the team’s reply.'),
  clinic: ConversationFiltersSchema.shape.clinic.describe('Patients with an appointment or plan at this clinic.'),
  language: ConversationFiltersSchema.shape.language.describe('The patient’s language.'),
  page: ConversationFiltersSchema.shape.page.describe('Page number, from 1.'),
})

export const StaffConversationMessageRequest = named(
  'StaffConversationMessageRequest',
  'A reply to the patient or an internal note (JSON, or the same field in a multipart/form-data form with up to 5 files in `attachments`).',
  z.object({ body: StaffMessageSchema.shape.body.describe('Plain text, up to 5,000 characters; line breaks are kept.') }),
)

export const StaffConversationAssignRequest = named(
  'StaffConversationAssignRequest',
  'The conversation’s new coordinator: an active coordinator or admin (the patient sees the change).',
  z.object({ coordinatorId: id.positive() }),
)

export const StaffConversationMemberRequest = named(
  'StaffConversationMemberRequest',
  'Clinic staff of a clinic the patient is treated at, brought into the conversation (the patient sees them join).',
  z.object({ userId: id.positive() }),
)

export const StaffConversationStatusRequest = named(
  'StaffConversationStatusRequest',
  'no_reply_needed: the patient’s last message waits for no answer (it leaves “waiting” and Today); the patient sees nothing.',
  z.object({ status: z.literal('no_reply_needed') }),
)

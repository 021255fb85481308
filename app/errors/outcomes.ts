/*
 * Every way a user action can be refused, in one table: its HTTP status and
 * the catalogue key of its message (translated in en.json and es.json). An
 * action returns a Refusal naming one of these codes; a page shows the message
 * by the form with that status (forms/refusal-failure.server.ts), and /v1
 * answers it as a problem with the same status and message
 * (http/problem.server.ts). A new way to refuse is a new row here, never a
 * status or message chosen by a caller.
 *
 * A message ending in `.*` is a family: the refusal's `detail` names the
 * member (booking.card_errors.expired).
 */
export const REFUSALS = {
  // Guards every public write shares.
  rate_limited: { status: 429, message: 'auth.rate_limited' },
  bot_rejected: { status: 400, message: 'bot_guard.rejected' },
  bot_too_fast: { status: 400, message: 'bot_guard.too_fast' },
  bot_form_expired: { status: 400, message: 'bot_guard.expired' },
  bot_form_unstamped: { status: 400, message: 'bot_guard.unstamped' },
  bot_trap_filled: { status: 403, message: 'bot_guard.api_rejected' },
  challenge_failed: { status: 403, message: 'bot_guard.challenge_failed' },
  challenge_unavailable: { status: 503, message: 'bot_guard.challenge_unavailable' },

  // Accounts.
  sign_in_failed: { status: 401, message: 'auth.sign_in.failed' },
  account_exists: { status: 409, message: 'auth.sign_up.taken' },
  email_taken: { status: 409, message: 'account.email_taken' },
  current_password_needed: { status: 400, message: 'account.current_password_needed' },
  current_password_wrong: { status: 403, message: 'account.current_password_wrong' },
  reset_link_spent: { status: 410, message: 'auth.new_password.invalid' },

  // Staff (issue 12). Not staff, or not at that step: the console's 404, never a 403.
  staff_only: { status: 404, message: 'errors.not_found.title' },
  staff_clinic_unknown: { status: 422, message: 'staff.errors.clinic_unknown' },
  staff_team_record_unknown: { status: 422, message: 'console.staff.profile.team_record_unknown' },
  // A coordinator may invite clinic staff only; coordinators and admins are an admin's to invite (issue 27).
  staff_invite_role_not_allowed: { status: 403, message: 'staff.errors.invite_role' },
  // An admin disabling, demoting or resetting themselves would lock the console's door behind them.
  staff_self: { status: 409, message: 'console.staff.not_yourself' },
  invitation_spent: { status: 410, message: 'staff.invitation.invalid' },
  second_factor_wrong: { status: 401, message: 'staff.two_factor.wrong' },

  // Booking.
  appointment_not_found: { status: 404, message: 'booking.api.not_found' },
  hold_rate_limited: { status: 429, message: 'booking.too_many_holds' },
  slot_taken: { status: 409, message: 'booking.taken' },
  slot_not_offered: { status: 422, message: 'booking.not_offered' },
  hold_expired: { status: 409, message: 'booking.hold_expired' },
  card_invalid: { status: 400, message: 'booking.card_errors.*' },
  card_declined: { status: 402, message: 'booking.declined.*' },
  not_cancellable: { status: 409, message: 'account.not_cancellable' },
  appointment_closed: { status: 409, message: 'console.appointments.errors.closed' },
  appointment_not_started: { status: 409, message: 'console.appointments.errors.not_started' },
  refund_too_large: { status: 422, message: 'console.appointments.errors.refund_too_large' },
  // Undoing a mark after its window, after its email left, or after another change (issue 27).
  undo_expired: { status: 409, message: 'console.appointments.confirm.errors.undo_expired' },
  patient_not_found: { status: 404, message: 'errors.not_found.title' },
  treatment_not_found: { status: 404, message: 'errors.not_found.title' },
  treatment_step_not_found: { status: 404, message: 'errors.not_found.title' },
  treatment_clinic_not_allowed: { status: 422, message: 'console.treatments.errors.clinic' },
  treatment_service_unknown: { status: 422, message: 'console.treatments.errors.service' },
  treatment_specialist_elsewhere: { status: 422, message: 'console.treatments.errors.specialist' },
  // The patient already has a plan (not cancelled) for that treatment at that clinic; creating another needs confirmDuplicate.
  treatment_plan_duplicate: { status: 409, message: 'console.treatments.errors.duplicate' },
  document_not_found: { status: 404, message: 'errors.not_found.title' },
  document_missing: { status: 422, message: 'console.documents.errors.missing' },
  document_too_large: { status: 413, message: 'console.documents.errors.too_large' },
  document_type: { status: 415, message: 'console.documents.errors.type' },
  // Files sent with a care-conversation message (issue 29): at most 5, each a PDF, JPEG or PNG (read from its bytes) of at most 10 MB.
  attachment_too_many: { status: 422, message: 'conversation.attachments.too_many' },
  attachment_too_large: { status: 413, message: 'conversation.attachments.too_large' },
  attachment_type: { status: 415, message: 'conversation.attachments.type' },
  attachment_empty: { status: 422, message: 'conversation.attachments.empty' },
  not_reschedulable: { status: 409, message: 'account.not_reschedulable' },
  reschedule_unchanged: { status: 422, message: 'account.reschedule_unchanged' },
  // PostgreSQL rolled the change back twice for another one at the same moment (deadlock, serialization failure): nothing changed.
  write_conflict: { status: 409, message: 'errors.write_conflict' },

  // Clinic availability (staff console).
  clinic_not_found: { status: 404, message: 'clinic_availability.clinic_not_found' },
  closure_not_found: { status: 404, message: 'clinic_availability.closure_not_found' },
  hours_off_slot_grid: { status: 422, message: 'clinic_availability.errors.off_slot_grid' },
  schedule_conflicts: { status: 409, message: 'clinic_availability.conflicts' },

  // Content editing (issue 13).
  content_not_found: { status: 404, message: 'errors.not_found.title' },
  content_conflict: { status: 409, message: 'console.content.errors.conflict' },
  content_invalid: { status: 422, message: 'console.content.errors.invalid' },
  content_incomplete: { status: 422, message: 'console.content.errors.incomplete' },
  content_slug_taken: { status: 409, message: 'console.content.errors.slug_taken' },
  content_reference_unknown: { status: 422, message: 'console.content.errors.reference_unknown' },
  content_schedule_past: { status: 422, message: 'console.content.errors.schedule_past' },
  content_scheduled_incomplete: { status: 422, message: 'console.content.errors.scheduled_incomplete' },
  content_not_published: { status: 409, message: 'console.content.errors.not_published' },
  image_too_large: { status: 413, message: 'console.content.errors.image_too_large' },
  image_type: { status: 415, message: 'console.content.errors.image_type' },

  // Contact and newsletter.
  message_not_stored: { status: 500, message: 'contact.failure_title' },
  newsletter_link_invalid: { status: 404, message: 'newsletter.invalid' },
  newsletter_link_expired: { status: 410, message: 'newsletter.expired' },

  // The staff inbox of contact messages.
  contact_message_not_found: { status: 404, message: 'contact.inbox.not_found' },
  contact_message_changed: { status: 409, message: 'contact.inbox.changed' },
  contact_message_closed: { status: 409, message: 'contact.inbox.closed' },
  // The reply box starts with a greeting; sending only that would email the person a bare "Hello".
  contact_reply_only_greeting: { status: 400, message: 'contact.inbox.only_greeting' },
  assignee_not_found: { status: 422, message: 'contact.inbox.assignee_unknown' },

  // Care conversations (issue 29).
  conversation_not_found: { status: 404, message: 'errors.not_found.title' },
  // Assigned only to an active coordinator or admin; brought in only clinic staff of a clinic the patient is treated at.
  conversation_coordinator_unknown: { status: 422, message: 'console.conversations.errors.coordinator_unknown' },
  conversation_colleague_not_allowed: { status: 422, message: 'console.conversations.errors.colleague_not_allowed' },
  conversation_colleague_already_in: { status: 409, message: 'console.conversations.errors.colleague_already_in' },
  // A patient writing more than 30 messages in 10 minutes (careMessageAccount).
  conversation_rate_limited: { status: 429, message: 'conversation.too_many_messages' },

  // Reference exchange rates (issue 30): one entered by an admin, the ECB's CSV imported.
  exchange_rate_currency: { status: 422, message: 'console.exchange_rates.errors.currency' },
  exchange_rate_same_currency: { status: 422, message: 'console.exchange_rates.errors.same_currency' },
  exchange_rate_invalid: { status: 422, message: 'console.exchange_rates.errors.rate' },
  exchange_rate_date_invalid: { status: 422, message: 'console.exchange_rates.errors.date' },
  // A day that has not begun anywhere on Earth yet: no source has published its rate.
  exchange_rate_date_future: { status: 422, message: 'console.exchange_rates.errors.future_date' },
  // The file is not the ECB's CSV as it publishes it; the detail is the problem (ecb-csv.ts), the values its line.
  exchange_rates_file_invalid: { status: 422, message: 'console.exchange_rates.import_errors.*' },

  // Personal quotes (issue 30).
  quote_request_not_found: { status: 404, message: 'errors.not_found.title' },
  quote_not_found: { status: 404, message: 'errors.not_found.title' },
  quote_service_unknown: { status: 422, message: 'quotes.request.errors.service' },
  quote_place_unknown: { status: 422, message: 'quotes.request.errors.place' },
  quote_travel_window: { status: 422, message: 'quotes.request.errors.travel.*' },
  quote_answers_mismatch: { status: 409, message: 'quotes.request.errors.questions_changed' },
  // A visitor's draft gone (sent already, or older than a day): they start again.
  quote_draft_gone: { status: 410, message: 'quotes.request.errors.draft_gone' },
  // Five requests an hour per patient or visitor: more is not someone comparing clinics.
  quote_rate_limited: { status: 429, message: 'quotes.request.errors.rate_limited' },
  // Someone else changed the quote since the form was drawn.
  quote_changed: { status: 409, message: 'quotes.errors.changed' },
  // Sent quotes never change: a change is a reissue.
  quote_not_draft: { status: 409, message: 'quotes.errors.not_draft' },
  quote_not_open: { status: 409, message: 'quotes.errors.not_open' },
  quote_expired: { status: 410, message: 'quotes.errors.expired' },
  quote_option_unknown: { status: 422, message: 'quotes.errors.option_unknown' },
  quote_specialist_not_allowed: { status: 422, message: 'quotes.builder.errors.specialist' },
  quote_incomplete: { status: 422, message: 'quotes.builder.errors.incomplete' },
  quote_valid_until: { status: 422, message: 'quotes.builder.errors.valid_until' },
  quote_rate_missing: { status: 422, message: 'quotes.builder.errors.rate_missing' },
  quote_terms_needed: { status: 400, message: 'quotes.errors.terms' },

  // A patient's reviews (issue 31). Not their own completed appointment or done step (or none such): one refusal that reveals nothing.
  review_not_eligible: { status: 403, message: 'review_form.errors.not_eligible' },
  // Neither an appointment nor a step named, or both.
  review_subject_unclear: { status: 422, message: 'review_form.errors.subject' },
  // One review per appointment or step: a second one (or two at once) is refused.
  review_exists: { status: 409, message: 'review_form.errors.exists' },
  review_not_found: { status: 404, message: 'errors.not_found.title' },
  // Edited meanwhile (another tab, the API): the form drawn is out of date.
  review_changed: { status: 409, message: 'review_form.errors.changed' },
  // Editable until 30 days after it was first published; a withdrawn one is final.
  review_edit_closed: { status: 409, message: 'review_form.errors.edit_closed' },
  review_withdrawn: { status: 409, message: 'review_form.errors.withdrawn' },
  // Staff moderation (issue 31): hide only a published review, show again only a hidden one; the form's version is the one read.
  review_not_published: { status: 409, message: 'console.reviews.errors.not_published' },
  review_not_hidden: { status: 409, message: 'console.reviews.errors.not_hidden' },
  review_moderation_changed: { status: 409, message: 'console.reviews.errors.changed' },
} as const satisfies Record<string, { status: number; message: string }>

export type RefusalCode = keyof typeof REFUSALS

/** Values a message takes (`{minutes}`), as the catalogue names them. */
export type MessageValues = Record<string, string | number>

export interface Refusal {
  ok: false
  code: RefusalCode
  /** The member of a message family (`booking.card_errors.*`). */
  detail?: string
  values?: MessageValues
  /** For 429s: sent as Retry-After, and the wait the message states. */
  retryAfterSeconds?: number
  /** The field the refusal is about, when it is one (API problems name it). */
  field?: string
}

/** What an action returns: its result on success, else why it was refused. */
export type Outcome<Success extends object = object> = ({ ok: true } & Success) | Refusal

export function refuse(code: RefusalCode, extra: Omit<Refusal, 'ok' | 'code'> = {}): Refusal {
  return { ok: false, code, ...extra }
}

/** A rate limit's refusal: the wait in whole minutes in the message, in seconds in Retry-After. */
export function limitRefusal(
  retryAfterSeconds: number,
  code: 'rate_limited' | 'hold_rate_limited' | 'conversation_rate_limited' | 'quote_rate_limited' = 'rate_limited',
): Refusal {
  return refuse(code, { retryAfterSeconds, values: { minutes: Math.ceil(retryAfterSeconds / 60) } })
}

/** The HTTP status of a refusal. */
export function refusalStatus(refusal: Refusal): number {
  return REFUSALS[refusal.code].status
}

/** The catalogue key of a refusal's message and its values. */
export function refusalMessage(refusal: Refusal): { key: string; values?: MessageValues } {
  const message: string = REFUSALS[refusal.code].message
  const key = message.endsWith('.*') ? `${message.slice(0, -1)}${refusal.detail ?? ''}` : message
  return { key, values: refusal.values }
}

/** Retry-After for a refusal that has one. */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  return refusal.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(refusal.retryAfterSeconds) }
}

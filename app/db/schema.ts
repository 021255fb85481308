import type { ColumnType, Generated } from 'kysely'
import type { ContactMessageStatus } from '~/contact/inbox-schemas'

/** Timestamps are written as Date and read back as Date (PostgreSQL) or ISO text (SQLite). */
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>
/** PostgreSQL returns bigint as a string; SQLite as a number. */
export type BigCount = ColumnType<number | string, number, number>

export interface SettingsTable {
  key: string
  value: string
  updated_at: Timestamp
}

interface Entity {
  id: Generated<number>
  slug: string
  /** 1 while the public site shows the record; 0 once unpublished (migration 0017). */
  published: Generated<number>
}

/** Records with a picture (migration 0018): the image, and per language what it shows. */
interface WithImage {
  image_id: number | null
}
interface WithImageAlt {
  image_alt: string | null
}

/** Records with a public page have a slug per language (migration 0017). */
interface LocalizedSlug {
  slug: string
}

interface Translation {
  owner_id: number
  locale: string
}

export interface DestinationsTable extends Entity, WithImage {
  country_code: string
  time_zone: string
  currency: string
  population: BigCount
  population_year: number
  latitude: number
  longitude: number
  position: number
}
export interface DestinationTranslationsTable extends Translation, LocalizedSlug, WithImageAlt {
  name: string
  country: string
  language: string
  summary: string
  about: string
  /** JSON: { name, description }[] */
  attractions: string
}

export interface ClinicsTable extends Entity, WithImage {
  destination_id: number
  latitude: number | null
  longitude: number | null
  name: string
  address: string
  time_zone: string
  /** JSON: ClinicAccreditation[] (migration 0025; names only before). */
  accreditations: string
  /** JSON: string[] of ISO 639-1 codes spoken by its staff (migration 0025). */
  languages: ColumnType<string, string | undefined, string>
  /** 1: an example profile (the seeded, fictional clinics; migration 0028): its page says so. */
  example: ColumnType<number, number | undefined, number>
}
/** One accreditation of a clinic, as the public profile shows it. */
export interface ClinicAccreditation {
  issuer: string
  number: string
  /** YYYY-MM-DD, or null when unknown. */
  validUntil: string | null
  /** The issuer's public register, where one exists. */
  registerUrl: string | null
}
export interface ClinicTranslationsTable extends Translation, LocalizedSlug, WithImageAlt {
  description: string
  /** How to get there from the airport (migration 0025). */
  getting_there: ColumnType<string, string | undefined, string>
  /** Equipment that matters to patients, one item per line (migration 0025). */
  equipment: ColumnType<string, string | undefined, string>
}

export interface SpecialistsTable extends Entity, WithImage {
  clinic_id: number
  name: string
  /** JSON: string[] of ISO 639-1 codes */
  languages: string
  years_of_experience: number
  /** Licence or registration number and the body that issued it (migration 0025); '' when not given. */
  licence_number: ColumnType<string, string | undefined, string>
  licence_body: ColumnType<string, string | undefined, string>
  procedures_per_year: number | null
  /** 1: an example profile (the seeded, fictional people; migration 0028): its page says so. */
  example: ColumnType<number, number | undefined, number>
}
export interface SpecialistTranslationsTable extends Translation, LocalizedSlug, WithImageAlt {
  title: string
  bio: string
  /** One degree or residency per line (migration 0025). */
  education: ColumnType<string, string | undefined, string>
  /** One fellowship per line (migration 0025). */
  fellowships: ColumnType<string, string | undefined, string>
}

export type ReviewStatus = 'published' | 'hidden' | 'withdrawn'
export type ReviewHiddenReason = 'personal_data' | 'abuse' | 'not_about_care'
/** A verified patient's review of the clinic and specialist of a completed appointment or treatment step (migration 0026). */
export interface ReviewsTable {
  id: Generated<number>
  patient_id: number
  appointment_id: number | null
  treatment_step_id: number | null
  clinic_id: number
  specialist_id: number | null
  service_id: number
  completed_on: string
  overall: number
  care: number | null
  communication: number | null
  result: number | null
  value: number | null
  body: string
  locale: string
  display_name: ColumnType<string, string | undefined, string>
  status: ReviewStatus
  hidden_reason: ReviewHiddenReason | null
  hidden_by: number | null
  hidden_at: Timestamp | null
  reply_body: string | null
  reply_by: number | null
  reply_at: Timestamp | null
  created_at: Timestamp
  updated_at: Timestamp
  editable_until: Timestamp
  version: Generated<number>
}
export interface ReviewInvitationsTable {
  id: Generated<number>
  patient_id: number
  appointment_id: number | null
  treatment_step_id: number | null
  due_at: Timestamp
  invited_at: Timestamp | null
  reminded_at: Timestamp | null
}
export type RatingTargetKind = 'clinic' | 'specialist' | 'service'
/** Count and distribution of a target's published reviews, kept with every review write. */
export interface RatingSummariesTable {
  target_kind: RatingTargetKind
  target_id: number
  review_count: Generated<number>
  star_total: Generated<number>
  stars_1: Generated<number>
  stars_2: Generated<number>
  stars_3: Generated<number>
  stars_4: Generated<number>
  stars_5: Generated<number>
}

/** What a clinic charges for a treatment it offers: a range in minor units of the clinic's currency (its destination's). */
export interface ClinicTreatmentPricesTable {
  clinic_id: number
  service_id: number
  price_from: BigCount
  price_to: BigCount
}

export interface ServicesTable extends Entity, WithImage {
  category: 'eye' | 'other'
  icon: string
  price_from: number
  price_to: number
  currency: string
  duration_minutes: number
  recovery_days_min: number
  recovery_days_max: number
  position: number
}
export interface ServiceTranslationsTable extends Translation, LocalizedSlug, WithImageAlt {
  name: string
  summary: string
  about: string
  /** JSON: string[] */
  requirements: string
  results: string
  /** JSON: string[] */
  procedure: string
  /** The questions a quote request asks, one per line (migration 0024). */
  quote_questions: ColumnType<string, string | undefined, string>
}
export interface ServiceSpecialistsTable {
  service_id: number
  specialist_id: number
  position: number
}
export interface ServiceDestinationsTable {
  service_id: number
  destination_id: number
  position: number
}

export interface TeamMembersTable extends Entity, WithImage {
  name: string
  position: number
}
export interface TeamMemberTranslationsTable extends Translation, WithImageAlt {
  role: string
  bio: string
}

export interface BlogCategoriesTable extends Entity {
  position: number
}
export interface BlogCategoryTranslationsTable extends Translation {
  name: string
  description: string
}
export interface BlogPostsTable extends Entity, WithImage {
  category_id: number
  author_id: number
  /** ISO date (YYYY-MM-DD) */
  published_at: string
  view_count: Generated<number>
}
export interface BlogPostTranslationsTable extends Translation, LocalizedSlug, WithImageAlt {
  title: string
  excerpt: string
  body: string
  reading_minutes: number
}

export interface FaqTopicsTable extends Entity {
  position: number
}
export interface FaqTopicTranslationsTable extends Translation {
  name: string
}
export interface FaqsTable extends Entity {
  topic_id: number
  position: number
}
export interface FaqTranslationsTable extends Translation {
  question: string
  answer: string
}

/** A group of search synonyms (migration 0027): the treatment names it also finds, as a JSON list. */
export interface SearchSynonymsTable extends Entity {
  position: number
  finds: Generated<string>
}
export interface SearchSynonymTranslationsTable extends Translation {
  name: string
  /** JSON list of words and expressions, in this language. */
  words: string
}

export interface ContentPagesTable extends Entity {
  updated_at: Timestamp
}
export interface ContentPageTranslationsTable extends Translation {
  title: string
  body: string
  /** JSON, page-specific (the company page's vision, mission and values). */
  extras: Generated<string>
}

export interface UsersTable {
  id: Generated<number>
  name: string
  email: string
  password_hash: string
  locale: string
  /** 'patient' unless staff (migration 0010). */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>
  disabled_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
  updated_at: Timestamp
}

export type UserRole = 'patient' | 'coordinator' | 'clinic_staff' | 'admin'

export interface SessionsTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: Timestamp
  last_used_at: Timestamp
  expires_at: Timestamp
  /** When a staff session passed the second factor; null until then (and for patients). */
  two_factor_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>
}

export interface PasswordResetsTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: Timestamp
  expires_at: Timestamp
  used_at: Timestamp | null
}

export type TreatmentStatus = 'planned' | 'active' | 'completed' | 'cancelled'
export interface TreatmentsTable {
  id: Generated<number>
  user_id: number
  service_id: number
  clinic_id: number
  specialist_id: number
  status: TreatmentStatus
  started_on: string
  ended_on: string | null
}

export type StepStatus = 'done' | 'upcoming' | 'cancelled' | 'next' | 'planned'
export interface TreatmentStepsTable {
  id: Generated<number>
  treatment_id: number
  position: number
  kind: string
  scheduled_on: string
  status: StepStatus
  /** The appointment this step is (a booked assessment); null for steps without one. */
  appointment_id: ColumnType<number | null, number | null | undefined, number | null>
  /** Staff-written steps (kind "custom", migration 0014): their title and notes. */
  title: ColumnType<string | null, string | null | undefined, string | null>
  patient_note: ColumnType<string | null, string | null | undefined, string | null>
  internal_note: ColumnType<string | null, string | null | undefined, string | null>
}

/** A file staff attached to a treatment (migration 0015); its bytes are in the document store. */
export interface TreatmentDocumentsTable {
  id: Generated<number>
  treatment_id: number
  storage_key: string
  file_name: string
  content_type: DocumentContentType
  byte_size: number
  uploaded_by: number | null
  uploaded_at: Timestamp
}
export type DocumentContentType = 'application/pdf' | 'image/jpeg' | 'image/png'

/** What a staff member shows patients beside their name (migration 0022). */
export interface StaffProfilesTable {
  user_id: number
  /** Locales, comma-separated ("en,es"). */
  languages: ColumnType<string, string | undefined, string>
  team_member_id: ColumnType<number | null, number | null | undefined, number | null>
}

type NullableTimestamp = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>
type NullableNumber = ColumnType<number | null, number | null | undefined, number | null>

/** A patient's one conversation with the care team (migration 0022). */
export interface CareConversationsTable {
  id: Generated<number>
  patient_id: number
  coordinator_id: NullableNumber
  awaiting_reply_since: NullableTimestamp
  last_message_id: NullableNumber
  last_message_at: NullableTimestamp
  patient_read_id: ColumnType<number, number | undefined, number>
  team_read_id: ColumnType<number, number | undefined, number>
  patient_seen_at: NullableTimestamp
  patient_notified_at: NullableTimestamp
  coordinator_notified_at: NullableTimestamp
  created_at: Timestamp
}

export interface CareConversationMembersTable {
  conversation_id: number
  user_id: number
  added_by: number | null
  added_at: Timestamp
}

/** message: both sides see it; note: staff only; event: an assignment or a colleague joining. */
export type CareMessageKind = 'message' | 'note' | 'event'

export interface CareMessagesTable {
  id: Generated<number>
  conversation_id: number
  author_id: number | null
  kind: CareMessageKind
  body: ColumnType<string, string | undefined, string>
  event: ColumnType<string | null, string | null | undefined, string | null>
  event_user_id: NullableNumber
  treatment_id: NullableNumber
  appointment_id: NullableNumber
  /** A quote request the message is about (migration 0024). */
  quote_request_id: NullableNumber
  ended_wait_seconds: NullableNumber
  created_at: Timestamp
}

export interface CareMessageAttachmentsTable {
  id: Generated<number>
  message_id: number
  storage_key: string
  file_name: string
  content_type: DocumentContentType
  byte_size: number
}

/** Staff's internal note on an appointment (migration 0016): never shown to the patient. */
export interface AppointmentNotesTable {
  id: Generated<number>
  appointment_id: number
  author_id: number
  body: string
  created_at: Timestamp
}

/** no_show: the clinic recorded that the patient did not come (staff console). */
export type AppointmentStatus = 'pending_payment' | 'confirmed' | 'completed' | 'no_show' | 'cancelled' | 'expired'
export interface AppointmentsTable {
  id: Generated<number>
  user_id: number
  treatment_id: number | null
  service_id: number
  clinic_id: number
  specialist_id: number | null
  kind: 'assessment' | 'treatment' | 'follow_up'
  status: AppointmentStatus
  starts_at: Timestamp
  ends_at: Timestamp
  created_at: Timestamp
  locale: Generated<string>
  hold_expires_at: Timestamp | null
  hold_session_id: number | null
  fee_minor: number | null
  currency: string | null
  patient_first_name: string | null
  patient_last_name: string | null
  patient_email: string | null
  patient_phone: string | null
  /** The patient's IANA time zone when they booked (their browser's), if known. */
  patient_time_zone: string | null
  condition: string | null
  payment_id: string | null
  paid_at: Timestamp | null
  refunded_minor: number | null
  calendar_uid: string | null
  calendar_sequence: Generated<number>
  /** Set when the appointment was rescheduled: the booking that replaced it. */
  replaced_by_id: number | null
}

export interface ClinicBookingRulesTable {
  clinic_id: number
  places: number
  slot_minutes: number
  lead_time_hours: number
  horizon_days: number
}

export interface ClinicOpeningHoursTable {
  clinic_id: number
  weekday: number
  opens: string
  closes: string
}

export interface ClinicClosuresTable {
  id: Generated<number>
  clinic_id: number
  on_date: string
  /** Local "HH:MM" span closed that day ("24:00" = midnight); both null = the whole day. */
  starts: ColumnType<string | null, string | null | undefined, string | null>
  ends: ColumnType<string | null, string | null | undefined, string | null>
}

export interface ServiceAssessmentsTable {
  service_id: number
  duration_minutes: number
  fee_minor: number
  currency: string
}

export interface SlotClaimsTable {
  clinic_id: number
  slot_start: string
  seat: number
  appointment_id: number
}

export interface ContactMessagesTable {
  id: Generated<number>
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  locale: string
  ip: string | null
  created_at: Timestamp
  status: ColumnType<ContactMessageStatus, ContactMessageStatus | undefined, ContactMessageStatus>
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>
  /** Bumped by every change by the team: a form carries it, so a stale change is refused (migration 0013). */
  version: ColumnType<number, number | undefined, number>
  updated_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>
}

/** A reply from the team to a contact message, with the outbox email that carried it. */
export interface ContactRepliesTable {
  id: Generated<number>
  message_id: number
  author_id: number
  body: string
  email_id: number | null
  sent_at: Timestamp
}

export interface NewsletterSubscribersTable {
  id: Generated<number>
  email: string
  locale: string
  status: 'pending' | 'subscribed' | 'unsubscribed'
  confirm_token_hash: string | null
  confirm_expires_at: Timestamp | null
  created_at: Timestamp
  confirmed_at: Timestamp | null
  unsubscribed_at: Timestamp | null
}

export interface EmailOutboxTable {
  id: Generated<number>
  kind: string
  recipient: string
  payload: string
  status: 'pending' | 'sending' | 'sent' | 'failed'
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: Timestamp
  locked_until: Timestamp | null
  claim_token: string | null
  last_error: string | null
  created_at: Timestamp
  sent_at: Timestamp | null
}

export type ConsentKind = 'terms' | 'privacy' | 'health_data'
/** One acceptance, never changed afterwards (migration 0008). */
export interface ConsentsTable {
  id: Generated<number>
  user_id: number
  kind: ConsentKind
  policy_version: string
  appointment_id: number | null
  /** The quote request a health-data consent came with (migration 0024). */
  quote_request_id: ColumnType<number | null, number | null | undefined, number | null>
  accepted_at: Timestamp
}

export interface StaffClinicsTable {
  user_id: number
  clinic_id: number
}

export interface StaffInvitationsTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  invited_by: number | null
  created_at: Timestamp
  expires_at: Timestamp
  used_at: Timestamp | null
}

export interface StaffTotpTable {
  user_id: number
  secret: string
  created_at: Timestamp
  confirmed_at: Timestamp | null
  last_used_step: number | null
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>
  user_id: number
  code_hash: string
  used_at: Timestamp | null
}

export interface TrustedDevicesTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: Timestamp
  expires_at: Timestamp
}

/** Append-only: inserted by recordAudit, never updated or deleted. */
export interface AuditLogTable {
  id: Generated<number>
  at: Timestamp
  actor_user_id: number | null
  actor_email: string | null
  action: string
  entity_type: string
  entity_id: string
  before: string | null
  after: string | null
  request_id: string | null
  ip: string | null
}

/** An editable record's editing state (migration 0017, app/content-editing). */
export interface ContentRecordsTable {
  id: Generated<number>
  kind: string
  ref_id: number | null
  seed_key: string | null
  status: 'draft' | 'published' | 'scheduled' | 'unpublished'
  /** JSON: the pending document, or null when the live record is all there is. */
  draft: string | null
  version: Generated<number>
  edited: Generated<number>
  scheduled_at: Timestamp | null
  title_en: Generated<string>
  title_es: Generated<string>
  texts_changed_at: Generated<string>
  updated_at: Timestamp
  updated_by: number | null
}

export interface ContentRevisionsTable {
  id: Generated<number>
  record_id: number
  /** JSON: the whole published document. */
  document: string
  published_at: Timestamp
  published_by: number | null
}

/** An image staff uploaded (migration 0018); its files are in the image store under `storage_key`. */
export interface ContentImagesTable {
  id: Generated<number>
  storage_key: string
  width: number
  height: number
  /** JSON number[] */
  widths: string
  original_name: string
  byte_size: number
  uploaded_by: number | null
  uploaded_at: Timestamp
}

export interface SlugRedirectsTable {
  kind: string
  locale: string
  slug: string
  ref_id: number
}

/** A rate limit's counter without Redis (migration 0020): points spent in the window that ends at `expire` (ms since the epoch). */
export interface RateLimitsTable {
  key: string
  points: number
  expire: BigCount
}

/**
 * A reference exchange rate (migration 0023, app/quotes): 1 base_currency = rate × quote_currency, as
 * published on rate_date. `rate` is an exact decimal as text, read with parseRate (app/quotes/money.ts).
 */
export interface ExchangeRatesTable {
  id: Generated<number>
  base_currency: string
  quote_currency: string
  rate: string
  /** YYYY-MM-DD: the day the source published it. */
  rate_date: string
  /** 'ecb' or 'manual'. */
  source: string
  entered_by: number | null
  created_at: Timestamp
}

/** Amounts in minor units (migration 0024): PostgreSQL returns bigint as a string, SQLite as a number; read with amountFrom. */
export type MinorAmount = ColumnType<number | string, number, number>

export type QuoteRequestStatus = 'draft' | 'requested' | 'in_preparation' | 'sent' | 'accepted' | 'declined' | 'expired'
export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'declined' | 'expired' | 'replaced'

/** A patient's request for a personal quote (migration 0024, app/quotes); a visitor's draft until they have an account. */
export interface QuoteRequestsTable {
  id: Generated<number>
  patient_id: number | null
  draft_token_hash: ColumnType<string | null, string | null | undefined, string | null>
  draft_expires_at: NullableTimestamp
  service_id: number
  advise_me: ColumnType<number, number | undefined, number>
  /** Comma-separated ids. */
  destination_ids: ColumnType<string, string | undefined, string>
  clinic_ids: ColumnType<string, string | undefined, string>
  travel_from: string
  travel_to: string
  country: string
  currency: string
  /** JSON [{ question, answer }] in `locale`. */
  answers: string
  message: ColumnType<string, string | undefined, string>
  locale: string
  status: QuoteRequestStatus
  consented_at: Timestamp
  coordinator_id: NullableNumber
  created_at: Timestamp
  requested_at: NullableTimestamp
  updated_at: Timestamp
}

export interface QuoteRequestAttachmentsTable {
  id: Generated<number>
  request_id: number
  storage_key: string
  file_name: string
  content_type: DocumentContentType
  byte_size: number
}

/** A coordinator's answer to a request: one to three options (migration 0024). */
export interface QuotesTable {
  id: Generated<number>
  request_id: number
  patient_id: number
  number: number
  status: QuoteStatus
  locale: string
  patient_currency: string
  valid_until: string | null
  note: ColumnType<string, string | undefined, string>
  created_by: NullableNumber
  sent_by: NullableNumber
  sent_at: NullableTimestamp
  decided_at: NullableTimestamp
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>
  accepted_option_id: NullableNumber
  terms_version: ColumnType<string | null, string | null | undefined, string | null>
  treatment_id: NullableNumber
  version: ColumnType<number, number | undefined, number>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface QuoteOptionsTable {
  id: Generated<number>
  quote_id: number
  position: number
  clinic_id: number
  specialist_id: number
  currency: string
  not_included: ColumnType<string, string | undefined, string>
  may_change: ColumnType<string, string | undefined, string>
  may_change_max_minor: MinorAmount
  assessment_fee_minor: MinorAmount
  rate: ColumnType<string | null, string | null | undefined, string | null>
  rate_date: ColumnType<string | null, string | null | undefined, string | null>
  rate_source: ColumnType<string | null, string | null | undefined, string | null>
}

export type QuoteLineKind =
  'surgery' | 'anaesthesia' | 'tests' | 'lens' | 'follow_up' | 'medicines' | 'accommodation' | 'transfers' | 'interpreter' | 'other'

export interface QuoteLinesTable {
  id: Generated<number>
  option_id: number
  position: number
  kind: QuoteLineKind
  description: ColumnType<string, string | undefined, string>
  quantity: ColumnType<number, number | undefined, number>
  amount_minor: MinorAmount
  /** 1: in the total; 0: an optional extra. */
  included: number
}

export interface Database {
  staff_clinics: StaffClinicsTable
  staff_invitations: StaffInvitationsTable
  staff_totp: StaffTotpTable
  staff_recovery_codes: StaffRecoveryCodesTable
  trusted_devices: TrustedDevicesTable
  audit_log: AuditLogTable
  consents: ConsentsTable
  contact_messages: ContactMessagesTable
  contact_replies: ContactRepliesTable
  newsletter_subscribers: NewsletterSubscribersTable
  email_outbox: EmailOutboxTable
  clinic_booking_rules: ClinicBookingRulesTable
  clinic_opening_hours: ClinicOpeningHoursTable
  clinic_closures: ClinicClosuresTable
  service_assessments: ServiceAssessmentsTable
  slot_claims: SlotClaimsTable
  users: UsersTable
  sessions: SessionsTable
  password_resets: PasswordResetsTable
  treatments: TreatmentsTable
  treatment_steps: TreatmentStepsTable
  treatment_documents: TreatmentDocumentsTable
  appointments: AppointmentsTable
  appointment_notes: AppointmentNotesTable
  staff_profiles: StaffProfilesTable
  care_conversations: CareConversationsTable
  care_conversation_members: CareConversationMembersTable
  care_messages: CareMessagesTable
  care_message_attachments: CareMessageAttachmentsTable
  settings: SettingsTable
  destinations: DestinationsTable
  destinations_translations: DestinationTranslationsTable
  clinics: ClinicsTable
  clinics_translations: ClinicTranslationsTable
  specialists: SpecialistsTable
  specialists_translations: SpecialistTranslationsTable
  services: ServicesTable
  services_translations: ServiceTranslationsTable
  service_specialists: ServiceSpecialistsTable
  clinic_treatment_prices: ClinicTreatmentPricesTable
  reviews: ReviewsTable
  review_invitations: ReviewInvitationsTable
  rating_summaries: RatingSummariesTable
  service_destinations: ServiceDestinationsTable
  team_members: TeamMembersTable
  team_members_translations: TeamMemberTranslationsTable
  blog_categories: BlogCategoriesTable
  blog_categories_translations: BlogCategoryTranslationsTable
  blog_posts: BlogPostsTable
  blog_posts_translations: BlogPostTranslationsTable
  faq_topics: FaqTopicsTable
  faq_topics_translations: FaqTopicTranslationsTable
  faqs: FaqsTable
  faqs_translations: FaqTranslationsTable
  content_pages: ContentPagesTable
  content_pages_translations: ContentPageTranslationsTable
  search_synonyms: SearchSynonymsTable
  search_synonyms_translations: SearchSynonymTranslationsTable
  content_records: ContentRecordsTable
  content_revisions: ContentRevisionsTable
  slug_redirects: SlugRedirectsTable
  content_images: ContentImagesTable
  rate_limits: RateLimitsTable
  exchange_rates: ExchangeRatesTable
  quote_requests: QuoteRequestsTable
  quote_request_attachments: QuoteRequestAttachmentsTable
  quotes: QuotesTable
  quote_options: QuoteOptionsTable
  quote_lines: QuoteLinesTable
}

import { z } from 'zod'
import { NewPasswordSchema, newPasswordRepeated, ResetRequestSchema, SignInSchema, SignUpSchema, updateAccountFields } from '~/accounts/schemas'
import { ContactSchema } from '~/contact/schemas'
import { locales } from '~/i18n/locales'
import { AppointmentDetailsSchema, TestCardSchema } from '~/booking/schemas'
import { NewsletterSchema, NewsletterToken } from '~/newsletter/schemas'
import { printable } from '~/forms/rules'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/http/params'
import { appointmentStatuses, stepStatuses } from '~/patients/treatment-steps'

/*
 * The public API's contract: every handler validates its input with these
 * schemas and returns data of these shapes; /v1/openapi.json is generated
 * from the same schemas (see openapi.server.ts).
 */

export const apiSchemas = z.registry<{ id: string; description?: string }>()
export function named<T extends z.ZodType>(id: string, description: string, schema: T): T {
  apiSchemas.add(schema, { id, description })
  return schema
}

const slug = z.string().regex(new RegExp(SLUG_PATTERN)).max(SLUG_MAX_LENGTH)
const currency = z.string().regex(/^[A-Z]{3}$/)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const Locale = z.enum(locales).default('en').describe('Language of the texts: en (default) or es.')
const query = printable(z.string().trim().max(100)).default('').describe('Search words; accents and case are ignored, word beginnings match.')

export const ListQuery = z.object({ locale: Locale, q: query })
export const DetailQuery = z.object({ locale: Locale })
export const PostsQuery = z.object({
  locale: Locale,
  q: query,
  category: slug.optional().describe('A blog category slug.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('Page number, from 1.'),
})
export const SlugParam = slug

export const Problem = named(
  'Problem',
  'An error, as RFC 9457 problem details.',
  z.object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    errors: z.array(z.object({ parameter: z.string(), message: z.string() })).optional(),
  }),
)

/** A picture staff uploaded: AVIF and WebP files by width (srcset), its size, and what it shows. */
const Picture = named(
  'Picture',
  'An uploaded picture: files by width as AVIF and WebP (srcset syntax), its size in pixels, and its description in the asked language.',
  z.object({
    src: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    srcset: z.object({ avif: z.string(), webp: z.string() }),
    alt: z.string(),
  }),
).nullable()

export const ServiceCard = named(
  'ServiceCard',
  'A medical service as listed.',
  z.object({
    slug: slug.describe('The page’s slug in the asked language (slugs differ by language; an old one answers 301).'),
    key: slug.describe('The service’s stable key: booking (`service` of /v1/availability) and links that must not change.'),
    name: z.string(),
    summary: z.string(),
    icon: z.string(),
    category: z.enum(['eye', 'other']),
    priceFrom: z.number().int().describe('Indicative minimum, in whole units of `currency`.'),
    priceTo: z.number().int(),
    currency,
    durationMinutes: z.number().int(),
    recoveryDaysMin: z.number().int(),
    recoveryDaysMax: z.number().int(),
  }),
)

export const ServiceDetail = named(
  'ServiceDetail',
  'A medical service with its texts (HTML from sanitised Markdown), specialists and destinations.',
  ServiceCard.extend({
    aboutHtml: z.string(),
    requirements: z.array(z.string()),
    resultsHtml: z.string(),
    procedure: z.array(z.string()),
    picture: Picture,
    specialists: z.array(
      z.object({
        slug,
        profileSlug: slug.describe('Their profile page’s slug in the asked language (/specialists/{profileSlug}).'),
        clinicSlug: slug.describe('Their clinic’s profile page slug in the asked language (/clinics/{clinicSlug}).'),
        name: z.string(),
        title: z.string(),
        bio: z.string(),
        yearsOfExperience: z.number().int(),
        clinic: z.string(),
        city: z.string(),
        picture: Picture,
      }),
    ),
    destinations: z.array(z.object({ slug, name: z.string(), country: z.string(), countryCode: z.string(), summary: z.string() })),
  }),
)

export const DestinationCard = named(
  'DestinationCard',
  'A destination as listed.',
  z.object({
    slug: slug.describe('The page’s slug in the asked language.'),
    key: slug.describe('The destination’s stable key (its map image).'),
    name: z.string(),
    country: z.string(),
    countryCode: z.string().length(2),
    summary: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
)

const ClinicAccreditation = named(
  'ClinicAccreditation',
  'One accreditation of a clinic: who issued it, its number, until when it is valid, and the issuer’s public register where one exists.',
  z.object({
    issuer: z.string(),
    number: z.string().describe('Empty when not given.'),
    validUntil: isoDate.nullable().describe('YYYY-MM-DD; null when not given.'),
    registerUrl: z.string().url().nullable().describe('An https address; null where the scheme has no public register.'),
  }),
)

export const DestinationDetail = named(
  'DestinationDetail',
  'A destination with its facts, attractions, treatments and partner clinics.',
  DestinationCard.extend({
    language: z.string(),
    timeZone: z.string().describe('IANA time zone.'),
    currency,
    population: z.number().int(),
    populationYear: z.number().int(),
    aboutHtml: z.string(),
    attractions: z.array(z.object({ name: z.string(), description: z.string() })),
    picture: Picture,
    services: z.array(z.object({ slug, name: z.string(), icon: z.string() })),
    clinics: z.array(
      z.object({
        slug: slug.describe('The clinic’s stable key (`clinic` of /v1/availability).'),
        profileSlug: slug.describe('Its profile page’s slug in the asked language (/clinics/{profileSlug}).'),
        name: z.string(),
        address: z.string(),
        languages: z.array(z.string().length(2)).describe('ISO 639-1 codes of the languages its staff speak.'),
        accreditations: z.array(ClinicAccreditation),
        example: z.boolean().describe('An example profile: the seeded demonstration clinics are fictional, their numbers examples.'),
        treatmentPrices: z
          .array(z.object({ service: slug.describe('The service’s stable key.'), from: z.number().int(), to: z.number().int() }))
          .describe('What it charges per treatment it offers, in whole units of the destination’s `currency`, in catalogue order.'),
      }),
    ),
  }),
)

export const BlogCategory = named('BlogCategory', 'A blog category.', z.object({ slug, name: z.string(), description: z.string() }))

export const PostCard = named(
  'PostCard',
  'A blog post as listed.',
  z.object({
    slug,
    title: z.string(),
    excerpt: z.string(),
    publishedAt: isoDate,
    readingMinutes: z.number().int(),
    category: z.object({ slug, name: z.string() }),
    author: z.object({ slug, name: z.string() }),
  }),
)

export const PostDetail = named(
  'PostDetail',
  'A blog post with its body (HTML from sanitised Markdown), author and related posts.',
  PostCard.extend({
    picture: Picture,
    bodyHtml: z.string(),
    author: z.object({ slug, name: z.string(), role: z.string(), bio: z.string() }),
    related: z.array(PostCard),
  }),
)

export const FaqGroup = named(
  'FaqGroup',
  'FAQs of one topic.',
  z.object({
    slug,
    name: z.string(),
    faqs: z.array(z.object({ slug, question: z.string(), answerHtml: z.string() })),
  }),
)

const list = <T extends z.ZodType>(id: string, item: T) =>
  named(id, `A list of ${apiSchemas.get(item)?.id ?? 'items'}.`, z.object({ locale: z.enum(locales), query: z.string(), data: z.array(item) }))

export const ServiceList = list('ServiceList', ServiceCard)
export const DestinationList = list('DestinationList', DestinationCard)
export const BlogCategoryList = list('BlogCategoryList', BlogCategory)
export const FaqList = list('FaqList', FaqGroup)
export const PostPage = named(
  'PostPage',
  'A page of blog posts, newest first (best match first when searching).',
  z.object({
    locale: z.enum(locales),
    query: z.string(),
    category: z.string().nullable(),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    data: z.array(PostCard),
  }),
)
export const Settings = named('Settings', 'Public settings by key.', z.record(z.string(), z.string()))

/* Accounts and the signed-in patient (/v1/auth, /v1/me). */

export const User = named(
  'User',
  'The signed-in patient.',
  z.object({ id: z.number().int(), name: z.string(), email: z.string(), locale: z.enum(locales) }),
)

export const SessionToken = named(
  'SessionToken',
  'A session: send the token as "Authorization: Bearer <token>".',
  z.object({
    token: z.string(),
    expiresAt: z.string().describe('ISO 8601'),
    user: User,
    secondFactorNeeded: z.boolean().describe('Staff: the token opens nothing until POST /v1/auth/two-factor (set up TOTP on the website first).'),
  }),
)

const place = z.object({ slug, name: z.string() })
const AppointmentSummary = named(
  'Appointment',
  'An appointment; times are ISO 8601 instants, timeZone is the clinic’s.',
  z.object({
    id: z.number().int(),
    kind: z.enum(['assessment', 'treatment', 'follow_up']),
    status: z.enum(appointmentStatuses),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    service: place,
    clinic: place.extend({ address: z.string() }),
    destination: place,
    specialist: place.nullable(),
    treatmentId: z.number().int().nullable(),
    feeMinor: z.number().int().nullable(),
    currency: z.string().nullable(),
    paid: z.boolean(),
  }),
)

const TreatmentSummary = named(
  'Treatment',
  'A treatment with its next pending step.',
  z.object({
    id: z.number().int(),
    status: z.enum(['planned', 'active', 'completed', 'cancelled']),
    startedOn: isoDate,
    endedOn: isoDate.nullable(),
    service: place,
    destination: place,
    clinic: place,
    specialist: place.extend({ title: z.string() }),
    nextStep: z.object({ kind: z.string(), title: z.string().nullable(), scheduledOn: isoDate }).nullable(),
  }),
)

export const TreatmentDetail = named(
  'TreatmentDetail',
  'A treatment with its timeline and appointments.',
  TreatmentSummary.extend({
    clinic: place.extend({ address: z.string() }),
    steps: z.array(
      z.object({
        kind: z.string(),
        title: z.string().nullable().describe('A step written by the clinic team has its own title (kind custom).'),
        note: z.string().nullable().describe("The clinic team's note to the patient about this step."),
        scheduledOn: isoDate,
        status: z.enum(stepStatuses),
      }),
    ),
    appointments: z.array(AppointmentSummary),
    documents: z
      .array(
        z.object({
          id: z.number().int(),
          fileName: z.string(),
          contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
          byteSize: z.number().int(),
          uploadedAt: z.string(),
          download: z.string().describe('Where to download it, with the same Bearer token.'),
        }),
      )
      .describe('Reports and files the clinic team shared, newest first.'),
  }),
)

export const TreatmentLists = named(
  'TreatmentLists',
  'Active (planned or in progress) and past treatments.',
  z.object({ active: z.array(TreatmentSummary), past: z.array(TreatmentSummary) }),
)

export const AppointmentLists = named(
  'AppointmentLists',
  'Upcoming, past (attended) and cancelled or expired appointments.',
  z.object({ upcoming: z.array(AppointmentSummary), past: z.array(AppointmentSummary), cancelled: z.array(AppointmentSummary) }),
)

export const Accepted = named('Accepted', 'The request was taken.', z.object({ status: z.literal('accepted') }))

/**
 * The proof of a person on the endpoints anyone can post to (sign-up, password
 * reset, contact, newsletter), as on the pages (docs/decisions/013).
 */
export const BotGuardFields = z.object({
  turnstileToken: printable(z.string().max(2048))
    .optional()
    .describe('A Turnstile token (from the widget with the site’s key); required when the site uses Turnstile, each token is good once.'),
  website: printable(z.string().max(2048))
    .optional()
    .describe('Leave this out or empty: it is a trap for programs that fill every field, and a request with a value is refused.'),
})

/* Request bodies: the very schemas the handlers validate with (the forms' rules, plus API-only fields). */
export const SignUpRequestBody = z.intersection(
  SignUpSchema,
  BotGuardFields.extend({ locale: z.enum(locales).default('en').describe('The account’s language (emails, default answers): en (default) or es.') }),
)
export const PasswordResetRequestBody = z.intersection(ResetRequestSchema, BotGuardFields)
export const NewPasswordRequestBody = z.intersection(
  NewPasswordSchema,
  z.object({ token: printable(z.string().max(100)).describe('The token of the emailed reset link.') }),
)
/** The account form's fields; name and email default to the current ones. */
export const UpdateMeRequestBody = z
  .object({ ...updateAccountFields, name: updateAccountFields.name.optional(), email: updateAccountFields.email.optional() })
  .superRefine(newPasswordRepeated)
apiSchemas.add(SignInSchema, { id: 'SignInRequest', description: 'Credentials.' })
export const TwoFactorRequestBody = z.object({
  code: printable(z.string().trim().min(1).max(20)).describe('A 6-digit code of the authenticator app, or an unused recovery code.'),
})
apiSchemas.add(TwoFactorRequestBody, { id: 'TwoFactorRequest', description: 'A staff session’s second step.' })
named('TwoFactorDone', 'The session has passed its second step: it now opens /v1/admin.', z.object({ status: z.literal('two_factor_done') }))
apiSchemas.add(SignUpRequestBody, {
  id: 'SignUpRequest',
  description: 'A new account (password rule: 8+ characters with upper, lower, digit and symbol).',
})
apiSchemas.add(PasswordResetRequestBody, {
  id: 'PasswordResetRequest',
  description: 'The account email; the answer is the same whether or not it exists.',
})
apiSchemas.add(NewPasswordRequestBody, { id: 'NewPasswordRequest', description: 'The new password and the token from the emailed link.' })
apiSchemas.add(UpdateMeRequestBody, {
  id: 'UpdateMeRequest',
  description: 'Fields to change (others stay); currentPassword is required to change email or password.',
})

/* Booking */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'errors.api.issues.not_a_date')

export const AvailabilityQuery = z
  .object({
    locale: Locale,
    service: slug.describe('A medical service slug.'),
    clinic: slug.optional().describe('A clinic slug (one of the clinics offering the service); without it, every clinic offering the service.'),
    from: day.describe('First clinic-local date, YYYY-MM-DD.'),
    to: day.describe('Last clinic-local date, YYYY-MM-DD (at most 62 days after from).'),
  })
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'errors.api.issues.to_before_from' })
  .refine((value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 <= 62, {
    path: ['to'],
    message: 'errors.api.issues.range_too_long',
  })

const availabilityService = z.object({ slug, name: z.string(), durationMinutes: z.number().int(), feeMinor: z.number().int(), currency })
const availabilityClinic = z.object({ slug, name: z.string(), timeZone: z.string(), destination: z.string() })
const availabilityDays = z.array(
  z.object({
    date: isoDate,
    slots: z.array(z.object({ startsAt: z.string(), endsAt: z.string(), localTime: z.string(), freePlaces: z.number().int() })),
  }),
)

export const Availability = named(
  'Availability',
  'Free assessment hours of a service at a clinic, by clinic-local day (the answer when `clinic` is given).',
  z.object({ service: availabilityService, clinic: availabilityClinic, days: availabilityDays }),
)

export const ServiceAvailability = named(
  'ServiceAvailability',
  'Free assessment hours of a service at every clinic offering it, grouped by clinic (the answer without `clinic`).',
  z.object({ service: availabilityService, clinics: z.array(z.object({ clinic: availabilityClinic, days: availabilityDays })) }),
)

/* Query parameters of endpoints validated outside the shared helpers. */
export const SettingsQuery = z.object({
  setting: z.string().describe('A public setting key, e.g. general.whatsapp_number (repeat the parameter for several, at most 20).'),
})
export const NewsletterLinkQuery = z.object({
  token: NewsletterToken.describe('The token of the emailed link.'),
  locale: z.enum(locales).optional().describe('Language of problem messages (else Accept-Language).'),
})

/* Booking: holds, payment, changes */

export const HoldRequestBody = AppointmentDetailsSchema.extend({
  startsAt: z.iso.datetime().describe('The slot’s UTC start, as listed by /v1/availability.'),
  locale: z.enum(locales).default('en').describe('The patient’s language: every email about the appointment uses it.'),
})
apiSchemas.add(HoldRequestBody, { id: 'HoldRequest', description: 'Hold a slot for 10 minutes while the patient pays (step 2 of the booking).' })

export const PaymentRequestBody = TestCardSchema
apiSchemas.add(PaymentRequestBody, {
  id: 'TestCardPayment',
  description:
    'Test mode only: one of Stripe’s public test cards (4242 4242 4242 4242 succeeds). In Stripe mode send no body: the answer holds the client secret for Stripe.js.',
})

export const RescheduleRequestBody = z.object({ startsAt: z.iso.datetime().describe('The new slot’s UTC start, from /v1/availability.') })
apiSchemas.add(RescheduleRequestBody, { id: 'RescheduleRequest', description: 'Another free hour at the same clinic.' })

export const BookedAppointment = named(
  'BookedAppointment',
  'An appointment booked online, with its hold, fee and payment mode.',
  z.object({
    id: z.number().int(),
    status: z.enum(appointmentStatuses),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    holdExpiresAt: z.string().nullable(),
    feeMinor: z.number().int(),
    currency,
    service: z.string(),
    clinic: z.string(),
    paymentMode: z.enum(['test', 'stripe']),
    previousId: z.number().int().optional().describe('After a reschedule: the retired appointment, whose links no longer work.'),
  }),
)

export const PaymentState = named(
  'PaymentState',
  'Confirmed (paid), or waiting for the card in Stripe.js with this client secret.',
  z.object({
    status: z.enum(['confirmed', 'requires_payment']),
    clientSecret: z.string().optional(),
    publishableKey: z.string().optional(),
    appointment: BookedAppointment,
  }),
)

export const Cancellation = named(
  'Cancellation',
  'A cancelled appointment and the amount refunded (in full up to 48 hours before).',
  z.object({
    status: z.literal('cancelled'),
    refundedMinor: z.number().int(),
    currency: currency.nullable().describe('The fee’s currency; null for a visit the clinic arranged, which had no online fee.'),
  }),
)

/* Contact and newsletter */

const formExtras = BotGuardFields.extend({
  locale: z.enum(locales).default('en').describe('Language of the emails and messages: en (default) or es.'),
})
export const ContactRequest = z.intersection(ContactSchema, formExtras)
apiSchemas.add(ContactRequest, {
  id: 'ContactRequest',
  description: 'A contact message: name, email, optional phone (digits, spaces, + ( ) - .), subject, message (10 to 5,000 characters).',
})
export const NewsletterRequest = z.intersection(NewsletterSchema, formExtras)
apiSchemas.add(NewsletterRequest, { id: 'NewsletterRequest', description: 'A newsletter signup; a confirmation link is emailed (double opt-in).' })

export const NewsletterSignup = named(
  'NewsletterSignup',
  'What the signup did: emailed a confirmation link (again), or nothing because the address is already subscribed.',
  z.object({ status: z.enum(['confirmation_sent', 'confirmation_resent', 'already_subscribed']) }),
)
export const NewsletterConfirmation = named(
  'NewsletterConfirmation',
  'The subscription is confirmed (now, or it already was).',
  z.object({ status: z.enum(['confirmed', 'already_confirmed']) }),
)
export const NewsletterUnsubscription = named(
  'NewsletterUnsubscription',
  'The address is unsubscribed (now, or it already was).',
  z.object({ status: z.enum(['unsubscribed', 'already_unsubscribed']) }),
)

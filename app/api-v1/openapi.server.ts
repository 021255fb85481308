import { z } from 'zod'
import { apiSchemas, AvailabilityQuery, DetailQuery, ListQuery, NewsletterLinkQuery, PostsQuery, SettingsQuery } from './schemas'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/http/params'
// Registers the staff API's schemas before the document is drawn from the registry.
import './admin-schemas'
import './admin-care-schemas'
import './admin-team-schemas'
import './admin-content-schemas'
import './conversation-schemas'
import './quote-schemas'
import './review-schemas'
import './review-moderation-schemas'
import { adminPaths, documentFile } from './openapi-admin.server'
import { conversationPaths } from './openapi-conversations.server'
import { quotePaths } from './openapi-quotes.server'
import { reviewPaths } from './openapi-reviews.server'
import { reviewModerationPaths } from './openapi-review-moderation.server'
import { queryParameters } from './openapi-parameters.server'

/*
 * The OpenAPI 3.1 document of /v1, generated from the zod schemas the
 * handlers use, so the contract cannot drift from the code.
 */

type Json = Record<string, unknown>

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const jsonContent = (id: string) => ({ 'application/json': { schema: ref(id) } })
const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ref('Problem') } },
})

const slugParameter = {
  name: 'slug',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH },
}

function get(summary: string, query: z.ZodObject, response: string | string[], options: { slug?: boolean; notFound?: boolean } = {}) {
  const content = typeof response === 'string' ? jsonContent(response) : { 'application/json': { schema: { oneOf: response.map(ref) } } }
  return {
    get: {
      summary,
      parameters: [...(options.slug ? [slugParameter] : []), ...queryParameters(query)],
      responses: {
        200: {
          description: 'OK',
          headers: { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } },
          content,
        },
        304: { description: 'Not modified (If-None-Match matched the ETag).' },
        400: problemResponse('A query parameter is not valid.'),
        ...(options.slug || options.notFound ? { 404: problemResponse('Nothing has that slug.') } : {}),
      },
    },
  }
}

export function openApiDocument(serverUrl: string): Json {
  const { schemas } = z.toJSONSchema(apiSchemas, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'input',
    unrepresentable: 'any',
  }) as {
    schemas: Record<string, Json>
  }
  for (const schema of Object.values(schemas)) delete schema.$schema
  return {
    openapi: '3.1.0',
    info: {
      title: 'Claravia public API',
      version: '1.0.0',
      description: 'Medical services, destinations, blog and FAQs of Claravia, in English and Spanish.',
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/v1/services': get('List medical services, or search them.', ListQuery, 'ServiceList'),
      '/v1/services/{slug}': get('One medical service.', DetailQuery, 'ServiceDetail', { slug: true }),
      '/v1/destinations': get('List destinations, or search them.', ListQuery, 'DestinationList'),
      '/v1/destinations/{slug}': get('One destination.', DetailQuery, 'DestinationDetail', { slug: true }),
      '/v1/blog/posts': get('A page of blog posts, by category and/or search.', PostsQuery, 'PostPage', { notFound: true }),
      '/v1/blog/posts/{slug}': get('One blog post.', DetailQuery, 'PostDetail', { slug: true }),
      '/v1/blog/categories': get('The blog categories.', DetailQuery, 'BlogCategoryList'),
      '/v1/faqs': get('FAQs grouped by topic, or search them.', ListQuery, 'FaqList'),
      '/v1/availability': get(
        'Free assessment hours of a service at a clinic (Availability), or at every clinic offering it when `clinic` is left out (ServiceAvailability).',
        AvailabilityQuery,
        ['Availability', 'ServiceAvailability'],
        { notFound: true },
      ),
      ...accountPaths(),
      ...bookingPaths(),
      ...contactPaths(),
      ...adminPaths(),
      ...conversationPaths(),
      ...quotePaths(),
      ...reviewPaths(),
      ...reviewModerationPaths(),
      '/v1/webhooks/stripe': {
        post: {
          summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET); payment_intent.succeeded confirms the appointment.',
          parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
          responses: {
            200: { description: 'Received (also for events that are ignored or replayed).' },
            400: problemResponse('The signature is missing, wrong or too old.'),
            404: problemResponse('Stripe is not configured.'),
            409: problemResponse('Not recorded this time (the appointment was being changed at the same moment): Stripe sends the event again.'),
          },
        },
      },
      '/v1/settings': {
        get: {
          summary: 'Public settings, e.g. general.whatsapp_number.',
          parameters: queryParameters(SettingsQuery),
          responses: {
            200: { description: 'OK', content: jsonContent('Settings') },
            400: problemResponse('No or too many settings asked for.'),
            404: problemResponse('No public setting has that key.'),
          },
        },
      },
    },
    components: {
      schemas,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from /v1/auth/sign-in.' } },
    },
  }
}

const bearer = [{ bearerAuth: [] }]
const json = (id: string) => ({ required: true, content: { 'application/json': { schema: ref(id) } } })
const tooMany = problemResponse('Too many attempts (see Retry-After).')
const unauthorized = problemResponse('No valid session: sign in and send the token as a Bearer token.')
/* The bot guard of the endpoints anyone can post to (BotGuardFields; docs/decisions/013). */
const botRefused = problemResponse('With Turnstile: the turnstileToken is missing or was refused. Always: the website trap has a value.')
const botCheckUnavailable = problemResponse('Turnstile could not be asked right now; try again shortly.')

function post(summary: string, body: string, responses: Json, security?: unknown) {
  return { post: { summary, requestBody: json(body), responses, ...(security ? { security } : {}) } }
}

function accountPaths(): Json {
  const privateGet = (summary: string, response: string, extra: Json = {}) => ({
    get: {
      summary,
      security: bearer,
      parameters: queryParameters(DetailQuery),
      responses: { 200: { description: 'OK', content: jsonContent(response) }, 401: unauthorized, ...extra },
    },
  })
  return {
    '/v1/auth/sign-up': post('Create an account and a session.', 'SignUpRequest', {
      201: { description: 'Created', content: jsonContent('SessionToken') },
      400: problemResponse('A field is not valid.'),
      403: botRefused,
      409: problemResponse('The email is already registered.'),
      429: tooMany,
      503: botCheckUnavailable,
    }),
    '/v1/auth/sign-in': post('Exchange credentials for a session token.', 'SignInRequest', {
      200: { description: 'OK', content: jsonContent('SessionToken') },
      400: problemResponse('A field is not valid.'),
      401: problemResponse('Invalid credentials (same answer for unknown emails).'),
      429: tooMany,
    }),
    '/v1/auth/two-factor': post(
      'Staff: the second step of a token from sign-in (secondFactorNeeded), with a TOTP or recovery code.',
      'TwoFactorRequest',
      {
        200: { description: 'Done', content: jsonContent('TwoFactorDone') },
        400: problemResponse('A field is not valid.'),
        401: problemResponse('No valid session, or the code is not right (or TOTP is not set up yet: do it on the website).'),
        404: problemResponse('Not a staff token waiting for its second step.'),
        429: tooMany,
      },
      bearer,
    ),
    '/v1/auth/sign-out': {
      post: { summary: 'End this session.', security: bearer, responses: { 204: { description: 'Signed out' }, 401: unauthorized } },
    },
    '/v1/auth/password-reset': post('Email a single-use reset link valid for one hour.', 'PasswordResetRequest', {
      202: { description: 'Accepted (always)', content: jsonContent('Accepted') },
      400: problemResponse('A field is not valid.'),
      403: botRefused,
      429: tooMany,
      503: botCheckUnavailable,
    }),
    '/v1/auth/new-password': post('Set a new password with a reset token; ends every session.', 'NewPasswordRequest', {
      204: { description: 'Changed' },
      400: problemResponse('A field is not valid.'),
      410: problemResponse('The link was used or has expired.'),
    }),
    '/v1/me': {
      get: {
        summary: 'The signed-in patient.',
        security: bearer,
        responses: { 200: { description: 'OK', content: jsonContent('User') }, 401: unauthorized },
      },
      patch: {
        summary: 'Update name, email or password.',
        security: bearer,
        requestBody: json('UpdateMeRequest'),
        responses: {
          200: { description: 'OK', content: jsonContent('User') },
          400: problemResponse('A field is not valid, or currentPassword is missing.'),
          401: unauthorized,
          403: problemResponse('The current password is not correct.'),
          409: problemResponse('Another account uses this email.'),
          429: tooMany,
        },
      },
    },
    '/v1/me/treatments': privateGet('The patient’s active and past treatments.', 'TreatmentLists'),
    '/v1/me/treatments/{id}': {
      get: {
        summary: 'One of the patient’s treatments (another patient’s is a 404).',
        security: bearer,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }, ...queryParameters(DetailQuery)],
        responses: {
          200: { description: 'OK', content: jsonContent('TreatmentDetail') },
          401: unauthorized,
          404: problemResponse('No such treatment in this account.'),
        },
      },
    },
    '/v1/me/treatments/{id}/documents/{documentId}': {
      get: {
        summary: 'Download a document the clinic team shared on one of the patient’s treatments (another patient’s is a 404).',
        security: bearer,
        parameters: ['id', 'documentId'].map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } })),
        responses: { 200: documentFile, 401: unauthorized, 404: problemResponse('No such document on a treatment of this account.') },
      },
    },
    '/v1/me/appointments': privateGet('The patient’s upcoming, past and cancelled appointments.', 'AppointmentLists'),
  }
}

function bookingPaths(): Json {
  const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }
  const notYours = problemResponse('No such appointment in this account (another patient’s is a 404 too).')
  const action = (summary: string, responses: Json, body?: string) => ({
    post: {
      summary,
      security: bearer,
      parameters: [idParameter],
      ...(body ? { requestBody: json(body) } : {}),
      responses: { ...responses, 401: unauthorized, 404: notYours },
    },
  })
  return {
    '/v1/appointments': post(
      'Hold a slot for 10 minutes while the patient pays.',
      'HoldRequest',
      {
        201: { description: 'Held', content: jsonContent('BookedAppointment') },
        400: problemResponse('A field is not valid.'),
        401: unauthorized,
        409: problemResponse(
          'This hour was just taken (every place is held or booked), or the hold was being changed at the same moment: try again.',
        ),
        422: problemResponse('The clinic does not offer this hour for this service.'),
        429: problemResponse('Too many holds from this account or address (see Retry-After). A new hold replaces the patient’s previous unpaid one.'),
      },
      bearer,
    ),
    '/v1/appointments/{id}/payment': {
      post: {
        ...action('Pay a held appointment: a test card in test mode; in Stripe mode, the client secret for Stripe.js.', {
          200: { description: 'Confirmed, or waiting for Stripe.js', content: jsonContent('PaymentState') },
          400: problemResponse('The card details are not valid.'),
          402: problemResponse('The card was declined: the detail, also under `card` in errors, says why, worded for the patient.'),
          409: problemResponse(
            'The hold has expired and the hour was released; or the appointment was being changed at the same moment: paying again charges nothing more.',
          ),
        }).post,
        requestBody: { required: false, content: { 'application/json': { schema: ref('TestCardPayment') } } },
      },
    },
    '/v1/appointments/{id}/cancel': action('Cancel an upcoming appointment (full refund up to 48 hours before).', {
      200: { description: 'Cancelled', content: jsonContent('Cancellation') },
      409: problemResponse('The appointment can no longer be cancelled, or it was being changed at the same moment (nothing changed: try again).'),
    }),
    '/v1/appointments/{id}/reschedule': action(
      'Move a paid appointment to another free hour at the same clinic, without paying again.',
      {
        200: { description: 'Moved: the new appointment (the old id no longer works)', content: jsonContent('BookedAppointment') },
        400: problemResponse('A field is not valid.'),
        409: problemResponse(
          'The hour was just taken, or the appointment cannot be moved, or it was being changed at the same moment (nothing changed).',
        ),
        422: problemResponse('The clinic does not offer this hour, or it is already the appointment’s hour.'),
      },
      'RescheduleRequest',
    ),
  }
}

function contactPaths(): Json {
  const linkParameters = queryParameters(NewsletterLinkQuery)
  const tooLarge = problemResponse('The body is larger than 16 KiB.')
  const unsubscribe = (summary: string) => ({
    summary,
    parameters: linkParameters,
    responses: {
      200: { description: 'Unsubscribed (or already)', content: jsonContent('NewsletterUnsubscription') },
      400: problemResponse('The token is malformed.'),
      404: problemResponse('The token is not valid.'),
    },
  })
  const linkPage = (page: string) => ({
    summary: `Changes nothing (mail scanners open links): 303 to the page that asks before ${page}, in \`locale\`.`,
    parameters: linkParameters,
    responses: {
      303: { description: 'See the localized page that asks (Location)' },
      400: problemResponse('The token is malformed.'),
    },
  })
  return {
    '/v1/contact': post('Send a message to the team; it is stored, the team is notified and the sender gets an acknowledgement.', 'ContactRequest', {
      202: { description: 'Stored; the emails are on their way', content: jsonContent('Accepted') },
      400: problemResponse('A field is not valid, or the body is not JSON.'),
      403: botRefused,
      503: botCheckUnavailable,
      413: tooLarge,
      415: problemResponse('The body is not JSON.'),
      429: tooMany,
      500: problemResponse('The message could not be stored.'),
    }),
    '/v1/newsletter': post('Sign up for the newsletter (double opt-in: a confirmation link is emailed).', 'NewsletterRequest', {
      202: { description: 'Accepted', content: jsonContent('NewsletterSignup') },
      400: problemResponse('The email is not valid, or the body is not JSON.'),
      403: botRefused,
      503: botCheckUnavailable,
      413: tooLarge,
      415: problemResponse('The body is not JSON.'),
      429: tooMany,
    }),
    '/v1/newsletter/confirm': {
      get: linkPage('confirming'),
      post: {
        summary: 'Confirm a subscription with the emailed token (confirming twice is harmless).',
        parameters: linkParameters,
        responses: {
          200: { description: 'Confirmed (or already)', content: jsonContent('NewsletterConfirmation') },
          400: problemResponse('The token is malformed.'),
          404: problemResponse('The token is not valid.'),
          410: problemResponse('The link has expired: sign up again.'),
        },
      },
    },
    '/v1/newsletter/unsubscribe': {
      get: linkPage('unsubscribing'),
      post: unsubscribe('One-click unsubscribe (RFC 8058: mail clients POST List-Unsubscribe=One-Click here).'),
    },
  }
}

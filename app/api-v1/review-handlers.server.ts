import type { Kysely } from 'kysely'
import { z } from 'zod'
import { actionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { database } from '~/db/db.server'
import type { AnyKysely } from '~/db/dialect.server'
import type { Database, RatingTargetKind } from '~/db/schema'
import { refuse } from '~/errors/outcomes'
import { refusalProblem, translatedProblem } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { apiLocale } from '~/http/request-scope.server'
import type { Locale } from '~/i18n/locales'
import { editReview } from '~/reviews/edit-review.server'
import { patientReview, patientReviews } from '~/reviews/patient-reviews.server'
import { reviewsSection } from '~/reviews/published-reviews.server'
import { withdrawReview } from '~/reviews/withdraw-review.server'
import { writeReview } from '~/reviews/write-review.server'
import { patientLocale, requireApiPatient, type PatientArgs } from './conversation-handlers.server'
import type { ApiContext } from './handlers.server'
import { EditReviewBody, NewReviewBody, PublicReviewsQuery } from './review-schemas'
import { answer, invalidFieldsProblem, json, parseJsonBody, parseQuery } from './respond.server'
import { DetailQuery } from './schemas'

/*
 * Reviews in the API (issue 31), with the account pages' verbs and readers
 * (app/reviews): /v1/me/reviews for the signed-in patient (a staff token gets
 * the ordinary 404), and the public read /v1/reviews?clinic=|specialist=|
 * service=. Bodies are read before the review they name is looked up, so a
 * bad field is a 400 whether or not it exists; someone else's review is a 404.
 */

type Db = Kysely<Database>

const patientContext = (args: PatientArgs, session: RequestSession, locale: Locale) => ({ ...actionContext(args.context, locale), session })

/** A JSON body checked with `schema`, its problems in `locale`. */
async function readJson<T extends z.ZodType>(request: Request, schema: T, locale: Locale) {
  const raw = await parseJsonBody(request, z.unknown())
  if (!raw.ok) return raw
  const parsed = schema.safeParse(raw.value, { reportInput: true })
  return parsed.success
    ? { ok: true as const, value: parsed.data as z.infer<T> }
    : { ok: false as const, response: invalidFieldsProblem(parsed.error, locale) }
}

export async function myReviewsHandler({ request, url, context }: PatientArgs) {
  const session = requireApiPatient(context, url)
  const query = parseQuery(url, DetailQuery, patientLocale(request, session))
  if (!query.ok) return query.response
  return answer(await patientReviews(database(), session.user.id, query.value.locale, new Date()))
}

/** A review of the patient's completed appointment or step: 201 with its id; not theirs or not completed: 403; reviewed already: 409. */
export async function myWriteReviewHandler(args: PatientArgs) {
  const session = requireApiPatient(args.context, args.url)
  const locale = patientLocale(args.request, session)
  const body = await readJson(args.request, NewReviewBody, locale)
  if (!body.ok) return body.response
  const written = await writeReview(patientContext(args, session, locale), body.value)
  return written.ok ? answer({ reviewId: written.reviewId }, 201) : refusalProblem(written, locale)
}

/** The patient's review as it now reads, or the refusal; answered in the review's new state. */
async function reviewAnswer(db: Db, session: RequestSession, reviewId: number, locale: Locale) {
  const review = await patientReview(db, session.user.id, reviewId, locale, new Date())
  return review ? answer(review) : refusalProblem(refuse('review_not_found'), locale)
}

export async function myEditReviewHandler(args: PatientArgs) {
  const session = requireApiPatient(args.context, args.url)
  const locale = patientLocale(args.request, session)
  const body = await readJson(args.request, EditReviewBody, locale)
  if (!body.ok) return body.response
  const reviewId = parseId(args.params.id)
  if (reviewId === undefined) return refusalProblem(refuse('review_not_found'), locale)
  const edited = await editReview(patientContext(args, session, locale), { ...body.value, reviewId })
  return edited.ok ? reviewAnswer(database(), session, reviewId, locale) : refusalProblem(edited, locale)
}

export async function myWithdrawReviewHandler(args: PatientArgs) {
  const session = requireApiPatient(args.context, args.url)
  const locale = patientLocale(args.request, session)
  const reviewId = parseId(args.params.id)
  if (reviewId === undefined) return refusalProblem(refuse('review_not_found'), locale)
  const withdrawn = await withdrawReview(patientContext(args, session, locale), { reviewId })
  return withdrawn.ok ? reviewAnswer(database(), session, reviewId, locale) : refusalProblem(withdrawn, locale)
}

/* ---------- The public read ---------- */

const TARGET_TABLES = {
  clinic: ['clinics', 'clinics_translations'],
  specialist: ['specialists', 'specialists_translations'],
  service: ['services', 'services_translations'],
} as const

/** A published clinic, specialist or service by its slug (the stable one, or its page's in either language). */
async function targetBySlug(db: Db, kind: RatingTargetKind, slug: string): Promise<{ id: number; slug: string } | undefined> {
  const [table, translations] = TARGET_TABLES[kind]
  // The three tables have the same slug, published and translation columns; Kysely cannot type a table chosen at run time.
  const any = db as AnyKysely
  const own = await any.selectFrom(table).select(['id', 'slug']).where('slug', '=', slug).where('published', '=', 1).executeTakeFirst()
  if (own) return own as { id: number; slug: string }
  return (await any
    .selectFrom(`${translations} as t`)
    .innerJoin(`${table} as r`, 'r.id', 't.owner_id')
    .select(['r.id', 'r.slug'])
    .where('t.slug', '=', slug)
    .where('r.published', '=', 1)
    .executeTakeFirst()) as { id: number; slug: string } | undefined
}

export async function publicReviewsHandler({ db, request, url }: ApiContext) {
  const problemLocale = apiLocale(request)
  const query = parseQuery(url, PublicReviewsQuery, problemLocale)
  if (!query.ok) return query.response
  const { locale, page, clinic, specialist, service } = query.value
  // Exactly one target: the query's schema cannot say "one of three" in OpenAPI's words, so it is checked here.
  if ([clinic, specialist, service].filter((value) => value !== undefined).length !== 1)
    return translatedProblem(422, problemLocale, 'errors.api.reviews_target')
  const [kind, slug] =
    clinic !== undefined
      ? (['clinic', clinic] as const)
      : specialist !== undefined
        ? (['specialist', specialist] as const)
        : (['service', service!] as const)
  const target = await targetBySlug(db, kind, slug)
  if (!target) return translatedProblem(404, problemLocale, 'errors.api.not_found.review_target', { values: { slug } })
  const { summary, list } = await reviewsSection(db, { kind, id: target.id }, locale, page)
  return json(request, { target: { kind, id: target.id, slug: target.slug }, summary, ...list })
}

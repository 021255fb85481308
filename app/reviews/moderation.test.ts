import { expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { PermissionDenied } from '~/access/caller.server'
import type { Database } from '~/db/schema'
import { signedInStaffContext, staffActionContext } from '../../tests/setup/action-context'
import {
  aReview,
  completedAppointment,
  insertPatient,
  keptSummaries,
  patientContext,
  recountedSummaries,
  reviewCatalogue,
} from '../../tests/setup/patient-reviews'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { hideReview } from './hide-review.server'
import { reviewsSection } from './published-reviews.server'
import { replyToReview } from './reply-to-review.server'
import { unhideReview } from './unhide-review.server'
import { withdrawReview } from './withdraw-review.server'
import { writeReview } from './write-review.server'

/** A Spanish-speaking patient's published review of a completed LASIK assessment in Madrid; its id and patient. */
async function publishedReview(db: Kysely<Database>, overall = 4) {
  const { madrid, lasik, madridSpecialist } = await reviewCatalogue(db)
  const patientId = await insertPatient(db, 'Marta Ruiz')
  const appointmentId = await completedAppointment(db, patientId, { clinicId: madrid, serviceId: lasik, specialistId: madridSpecialist })
  const written = await writeReview(
    patientContext(db, patientId, { locale: 'es' }),
    aReview({ appointmentId }, { overall, locale: 'es', body: 'Me operaron de miopía con LASIK y el doctor fue muy atento conmigo.' }),
  )
  if (!written.ok) throw new Error(`review refused: ${written.code}`)
  return { reviewId: written.reviewId, patientId, madrid, lasik }
}

const auditOf = (db: Kysely<Database>, reviewId: number) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'before', 'after'])
    .where('entity_type', '=', 'review')
    .where('entity_id', '=', String(reviewId))
    .orderBy('id')
    .execute()

describeEachDatabase('moderating reviews', (db) => {
  it('a coordinator replies in public, and replying again replaces the reply; the review itself is untouched; audited', async () => {
    const { reviewId, lasik } = await publishedReview(db())
    const coordinator = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Ferrer' })
    expect(await replyToReview(coordinator, { reviewId, version: 1, body: '  Gracias, Marta.  ' })).toEqual({ ok: true })
    expect(await replyToReview(coordinator, { reviewId, version: 2, body: 'Gracias, Marta. ¡Nos alegra mucho!' })).toEqual({ ok: true })
    // From the version read before: someone changed it since.
    expect(await replyToReview(coordinator, { reviewId, version: 2, body: 'Otra' })).toMatchObject({ ok: false, code: 'review_moderation_changed' })

    const row = await db().selectFrom('reviews').selectAll().where('id', '=', reviewId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'published', overall: 4, reply_body: 'Gracias, Marta. ¡Nos alegra mucho!', version: 3 })
    expect(row.body).toBe('Me operaron de miopía con LASIK y el doctor fue muy atento conmigo.')
    const [shown] = (await reviewsSection(db(), { kind: 'service', id: lasik }, 'en', 1)).list.reviews
    expect(shown).toMatchObject({ id: reviewId, reply: { body: 'Gracias, Marta. ¡Nos alegra mucho!', by: 'Lucía Ferrer' } })
    const audit = await auditOf(db(), reviewId)
    expect(audit.filter((entry) => entry.action === 'review.reply')).toHaveLength(2)
    expect(audit.at(-1)!.actor_email).toBe(coordinator.session.user.email)
  })

  it('hiding takes a listed reason, leaves the ratings in the same transaction, shows the reason in its place and tells the patient without health data', async () => {
    const { reviewId, lasik, madrid } = await publishedReview(db(), 2)
    const before = (await reviewsSection(db(), { kind: 'clinic', id: madrid }, 'en', 1)).summary
    const admin = await signedInStaffContext(db(), 'admin')

    expect(await hideReview(admin, { reviewId, version: 1, reason: 'personal_data' })).toEqual({ ok: true })
    expect(await hideReview(admin, { reviewId, version: 2, reason: 'abuse' })).toMatchObject({ ok: false, code: 'review_not_published' })

    const after = (await reviewsSection(db(), { kind: 'clinic', id: madrid }, 'en', 1)).summary
    expect(after.count).toBe(before.count - 1)
    expect(after.distribution[1]).toBe(before.distribution[1] - 1)
    expect(await keptSummaries(db())).toEqual(await recountedSummaries(db()))
    const listed = (await reviewsSection(db(), { kind: 'service', id: lasik }, 'es', 1)).list.reviews.find((review) => review.id === reviewId)
    expect(listed).toEqual({ id: reviewId, state: 'hidden', createdAt: expect.any(String), reason: 'personal_data' })

    const email = await db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'review.hidden')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const payload = JSON.parse(email.payload) as { subject: string; text: string }
    expect(payload.subject).toBe('Tu opinión en Claravia está oculta')
    expect(payload.text).toContain('contenía datos personales')
    expect(payload.text).toContain('/es/account/reviews')
    for (const secret of ['LASIK', 'miopía', 'Madrid', 'Castellana']) expect(payload.text).not.toContain(secret)

    const audit = await auditOf(db(), reviewId)
    expect(audit.at(-1)).toMatchObject({ action: 'review.hide' })
    expect(JSON.parse(audit.at(-1)!.after!)).toMatchObject({ status: 'hidden', reason: 'personal_data', patientTold: true })
  })

  it('showing a hidden review again publishes it as written and counts it again; a withdrawn review is nobody’s to moderate', async () => {
    const { reviewId, patientId, madrid } = await publishedReview(db(), 5)
    const coordinator = await signedInStaffContext(db(), 'coordinator')
    const counted = (await reviewsSection(db(), { kind: 'clinic', id: madrid }, 'en', 1)).summary.count
    expect(await unhideReview(coordinator, { reviewId, version: 1 })).toMatchObject({ ok: false, code: 'review_not_hidden' })
    expect(await hideReview(coordinator, { reviewId, version: 1, reason: 'not_about_care' })).toEqual({ ok: true })
    expect(await unhideReview(coordinator, { reviewId, version: 2 })).toEqual({ ok: true })
    expect((await reviewsSection(db(), { kind: 'clinic', id: madrid }, 'en', 1)).summary.count).toBe(counted)
    expect(await db().selectFrom('reviews').select(['status', 'hidden_reason']).where('id', '=', reviewId).executeTakeFirst()).toEqual({
      status: 'published',
      hidden_reason: null,
    })
    expect((await auditOf(db(), reviewId)).map((entry) => entry.action)).toEqual(['review.write', 'review.hide', 'review.unhide'])

    expect(await withdrawReview(patientContext(db(), patientId), { reviewId })).toEqual({ ok: true })
    expect(await replyToReview(coordinator, { reviewId, version: 4, body: 'Gracias' })).toMatchObject({ ok: false, code: 'review_not_found' })
    expect(await hideReview(coordinator, { reviewId, version: 4, reason: 'abuse' })).toMatchObject({ ok: false, code: 'review_not_found' })
    expect(await keptSummaries(db())).toEqual(await recountedSummaries(db()))
  })

  it('clinic staff cannot moderate: the verbs refuse a caller without reviews.moderate', async () => {
    const { reviewId, madrid } = await publishedReview(db())
    const clinicStaff = staffActionContext(db(), 'clinic_staff', { clinicIds: [madrid] })
    await expect(replyToReview(clinicStaff, { reviewId, version: 1, body: 'Gracias' })).rejects.toThrow(PermissionDenied)
    await expect(hideReview(clinicStaff, { reviewId, version: 1, reason: 'abuse' })).rejects.toThrow(PermissionDenied)
    expect(await db().selectFrom('reviews').select(['status', 'reply_body']).where('id', '=', reviewId).executeTakeFirst()).toEqual({
      status: 'published',
      reply_body: null,
    })
  })
})

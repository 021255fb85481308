import type { Kysely } from 'kysely'
import { env } from '~/config/env.server'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { isLocale, localizePath } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import { enqueueEmail, wakeOutbox } from '~/messaging/outbox.server'
import { recordJobRun } from '~/observability/counters.server'
import { logger } from '~/observability/logger.server'
import { reviewableSubject } from './review-eligibility.server'
import type { ReviewSubject } from './review-rules'

/*
 * Patients are asked to review their care (issue 31): every appointment that
 * became completed, and every treatment step done without an appointment, gets
 * an invitation due INVITATION_DELAY_DAYS after the care; it is emailed in the
 * patient's language when due, and reminded once REMINDER_DELAY_DAYS later if
 * they have not reviewed by then; never once they have, nor for care no longer
 * completed (a mark undone). The email names the clinic and links to the
 * review form, nothing more: no treatment, no condition (email is not a
 * secure channel).
 *
 * A sweep every ten minutes in each serving process: invitations are unique
 * per appointment or step, and each email is claimed by a conditional update
 * of its invitation before it is queued (in the same transaction), so several
 * processes never send one twice.
 */

export const INVITATION_DELAY_DAYS = 3
export const REMINDER_DELAY_DAYS = 7
/** Care that ended longer ago than this when the sweep first sees it is not invited (an old database's first sweep). */
export const INVITATION_LOOKBACK_DAYS = 30
export const INVITATIONS_INTERVAL_MS = 10 * 60_000
/** Emails queued per sweep, at most, of each kind (the next sweep takes the rest). */
const BATCH = 200

const DAY = 86_400_000
export const REVIEW_INVITATION_EMAIL = 'review.invitation'
export const REVIEW_REMINDER_EMAIL = 'review.reminder'

type Db = Kysely<Database>

/** Invitations for care completed since the last sweep (within the lookback); returns how many were made. */
export async function scheduleReviewInvitations(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - INVITATION_LOOKBACK_DAYS * DAY)
  const appointments = await db
    .selectFrom('appointments as a')
    .select(['a.id', 'a.user_id', 'a.ends_at'])
    .where('a.status', '=', 'completed')
    .where('a.ends_at', '>=', since.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review_invitations as i')
            .select('i.id')
            .whereRef('i.appointment_id', '=', 'a.id')
            .union(selectFrom('reviews as r').select('r.id').whereRef('r.appointment_id', '=', 'a.id')),
        ),
      ),
    )
    .limit(BATCH)
    .execute()
  const steps = await db
    .selectFrom('treatment_steps as s')
    .innerJoin('treatments as t', 't.id', 's.treatment_id')
    .select(['s.id', 't.user_id', 's.scheduled_on'])
    .where('s.status', '=', 'done')
    .where('s.appointment_id', 'is', null)
    .where('s.scheduled_on', '>=', since.toISOString().slice(0, 10))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review_invitations as i')
            .select('i.id')
            .whereRef('i.treatment_step_id', '=', 's.id')
            .union(selectFrom('reviews as r').select('r.id').whereRef('r.treatment_step_id', '=', 's.id')),
        ),
      ),
    )
    .limit(BATCH)
    .execute()
  const due = (from: Date) => new Date(from.getTime() + INVITATION_DELAY_DAYS * DAY).toISOString()
  let made = 0
  for (const appointment of appointments) {
    const result = await db
      .insertInto('review_invitations')
      .values({ patient_id: appointment.user_id, appointment_id: appointment.id, due_at: due(toDate(appointment.ends_at)) })
      .onConflict((conflict) => conflict.column('appointment_id').doNothing())
      .executeTakeFirst()
    made += Number(result.numInsertedOrUpdatedRows ?? 0)
  }
  for (const step of steps) {
    const result = await db
      .insertInto('review_invitations')
      .values({ patient_id: step.user_id, treatment_step_id: step.id, due_at: due(new Date(`${step.scheduled_on}T00:00:00.000Z`)) })
      .onConflict((conflict) => conflict.column('treatment_step_id').doNothing())
      .executeTakeFirst()
    made += Number(result.numInsertedOrUpdatedRows ?? 0)
  }
  return made
}

type Kind = 'invitation' | 'reminder'

/**
 * Queues the invitations that are due and the reminders a week after them;
 * returns how many of each were queued (an invitation of care reviewed
 * meanwhile is spent without an email; one of care no longer completed goes).
 */
export async function sendReviewInvitations(db: Db, now: Date): Promise<{ invited: number; reminded: number }> {
  const dueInvitations = await db
    .selectFrom('review_invitations')
    .select('id')
    .where('invited_at', 'is', null)
    .where('due_at', '<=', now.toISOString())
    .orderBy('due_at')
    .limit(BATCH)
    .execute()
  const dueReminders = await db
    .selectFrom('review_invitations')
    .select('id')
    .where('reminded_at', 'is', null)
    .where('invited_at', '<=', new Date(now.getTime() - REMINDER_DELAY_DAYS * DAY).toISOString())
    .orderBy('invited_at')
    .limit(BATCH)
    .execute()
  let invited = 0
  let reminded = 0
  for (const { id } of dueInvitations) if (await sendOne(db, id, 'invitation', now)) invited += 1
  for (const { id } of dueReminders) if (await sendOne(db, id, 'reminder', now)) reminded += 1
  if (invited + reminded > 0) wakeOutbox()
  return { invited, reminded }
}

/** Claims one invitation's email (or reminder) and queues it if the care still waits for its review; true if queued. */
async function sendOne(db: Db, invitationId: number, kind: Kind, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const column = kind === 'invitation' ? 'invited_at' : 'reminded_at'
    const claimed = await trx
      .updateTable('review_invitations')
      .set({ [column]: now.toISOString() })
      .where('id', '=', invitationId)
      .where(column, 'is', null)
      .returning(['id', 'patient_id', 'appointment_id', 'treatment_step_id'])
      .executeTakeFirst()
    if (!claimed) return false
    const subject: ReviewSubject =
      claimed.appointment_id !== null ? { appointmentId: claimed.appointment_id } : { treatmentStepId: claimed.treatment_step_id ?? 0 }
    const reviewable = await reviewableSubject(trx, claimed.patient_id, subject)
    if (!reviewable.ok) {
      // No longer completed (a mark undone): the invitation goes, and comes again if it is completed again.
      if (reviewable.code === 'review_not_eligible') await trx.deleteFrom('review_invitations').where('id', '=', claimed.id).execute()
      return false
    }
    const [patient, clinic] = await Promise.all([
      trx
        .selectFrom('users')
        .select(['name', 'email', 'locale'])
        .where('id', '=', claimed.patient_id)
        .where('disabled_at', 'is', null)
        .executeTakeFirst(),
      trx.selectFrom('clinics').select('name').where('id', '=', reviewable.care.clinic_id).executeTakeFirstOrThrow(),
    ])
    if (!patient) return false
    const locale = isLocale(patient.locale) ? patient.locale : 'en'
    const t = emailTranslator(locale)
    const form = 'appointmentId' in subject ? `appointment=${subject.appointmentId}` : `step=${subject.treatmentStepId}`
    const values = { name: patient.name, clinic: clinic.name }
    const { html, text } = renderEmail({
      locale,
      preheader: t(`review.${kind}.preheader`, values),
      heading: t(`review.${kind}.heading`, values),
      paragraphs: [t('review.greeting', values), t(`review.${kind}.body`, values), t('review.privacy')],
      action: { label: t(`review.${kind}.action`), url: `${env().PUBLIC_BASE_URL}${localizePath(`/account/reviews/new?${form}`, locale)}` },
      note: t('review.footer'),
    })
    await enqueueEmail(
      trx,
      {
        kind: kind === 'invitation' ? REVIEW_INVITATION_EMAIL : REVIEW_REMINDER_EMAIL,
        to: patient.email,
        subject: t(`review.${kind}.subject`, values),
        html,
        text,
      },
      now,
    )
    return true
  })
}

/** One sweep: new invitations, then what is due. */
export async function reviewInvitationSweep(db: Db, now: Date) {
  const scheduled = await scheduleReviewInvitations(db, now)
  const sent = await sendReviewInvitations(db, now)
  return { scheduled, ...sent }
}

export function startReviewInvitations(db: () => Db, intervalMs = INVITATIONS_INTERVAL_MS) {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const done = await reviewInvitationSweep(db(), new Date())
      if (done.scheduled + done.invited + done.reminded > 0) logger.info(done, 'review invitations')
      recordJobRun('review_invitations', true)
    } catch (error) {
      recordJobRun('review_invitations', false)
      logger.error({ err: error }, 'review invitations failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  return { tick, stop: () => clearInterval(timer) }
}

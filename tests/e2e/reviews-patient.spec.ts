import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { databaseFile } from '../../playwright.config'
import { signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { axeInLightAndDark } from './fixtures'

/*
 * A patient reviews their care (issue 31, "How it is checked"), in English
 * and in Spanish: a new patient whose assessment was completed (marked so in
 * the database, as the console's "Completed" leaves it) finds it under My
 * reviews, writes a review with stars chosen from radio groups, and sees it
 * published in their account; a patient without completed care sees no form,
 * and the form's address for someone else's appointment is a 403 without one.
 * Axe on the list and the form, light and dark.
 */

/** The patient's assessment at a seeded clinic, completed yesterday; returns its id. */
function completedAssessment(email: string): number {
  const db = new Database(databaseFile, { fileMustExist: true })
  try {
    const patient = db.prepare('select id from users where email = ?').get(email) as { id: number }
    const service = db.prepare("select id from services where slug = 'lasik'").get() as { id: number }
    const clinic = db.prepare("select id from clinics where slug = 'clinica-vision-andina'").get() as { id: number }
    const specialist = db.prepare('select id from specialists where clinic_id = ? order by id limit 1').get(clinic.id) as { id: number }
    const starts = new Date(Date.now() - 86_400_000)
    const row = db
      .prepare(
        `insert into appointments (user_id, service_id, clinic_id, specialist_id, kind, status, starts_at, ends_at, created_at)
         values (?, ?, ?, ?, 'assessment', 'completed', ?, ?, ?) returning id`,
      )
      .get(
        patient.id,
        service.id,
        clinic.id,
        specialist.id,
        starts.toISOString(),
        new Date(starts.getTime() + 3_600_000).toISOString(),
        new Date(starts.getTime() - 7 * 86_400_000).toISOString(),
      ) as { id: number }
    return row.id
  } finally {
    db.close()
  }
}

const LANGUAGES = [
  {
    prefix: '',
    nav: ['Account navigation', 'My reviews'],
    write: 'Write a review',
    overall: 'Overall, how was your care?',
    care: 'Medical care',
    stars: (n: number) => `${n} stars`,
    body: 'Your review',
    text: 'The team explained every step of the assessment and answered all my questions kindly.',
    signAs: 'Sign as (optional)',
    publish: 'Publish my review',
    toast: 'Thank you: your review is published.',
    published: 'Published',
    nothing: 'There is nothing to review yet.',
    refusal: 'Only a patient whose appointment or treatment step took place can review it, and only their own.',
  },
  {
    prefix: '/es',
    nav: ['Navegación de la cuenta', 'Mis opiniones'],
    write: 'Escribir una opinión',
    overall: 'En general, ¿qué tal fue tu atención?',
    care: 'Atención médica',
    stars: (n: number) => `${n} estrellas`,
    body: 'Tu opinión',
    text: 'El equipo me explicó cada paso de la valoración y respondió a todas mis preguntas con amabilidad.',
    signAs: 'Firmar como (opcional)',
    publish: 'Publicar mi opinión',
    toast: 'Gracias: tu opinión está publicada.',
    published: 'Publicada',
    nothing: 'Todavía no tienes nada sobre lo que opinar.',
    refusal: 'Solo puede opinar el paciente cuya cita o etapa del tratamiento ya tuvo lugar, y solo sobre la suya.',
  },
] as const

for (const words of LANGUAGES) {
  test(`${words.prefix || '/'}: a patient with a completed assessment reviews it and sees it published; one without cannot`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('review')
    await signUp(page, { name: 'Marta Ruiz', email, password: STRONG_PASSWORD }, words.prefix)
    const appointmentId = completedAssessment(email)

    await page.getByRole('navigation', { name: words.nav[0] }).getByRole('link', { name: words.nav[1] }).click()
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/account/reviews$`))
    await expect(page.getByRole('heading', { level: 1, name: words.nav[1] })).toBeVisible()
    await axeInLightAndDark(page)

    await page.getByRole('link', { name: new RegExp(`^${words.write}`) }).click()
    await expect(page).toHaveURL(new RegExp(`/account/reviews/new\\?appointment=${appointmentId}$`))
    // The radios are drawn as stars: a click lands on the star, inside the radio's label.
    await page
      .getByRole('group', { name: words.overall })
      .getByRole('radio', { name: words.stars(5) })
      .check({ force: true })
    await page
      .getByRole('group', { name: new RegExp(`^${words.care}`) })
      .getByRole('radio', { name: words.stars(4) })
      .check({ force: true })
    await page.getByLabel(words.body).fill(words.text)
    await page.getByLabel(words.signAs).fill('M. R.')
    await axeInLightAndDark(page)
    await page.getByRole('button', { name: words.publish }).click()

    await expect(page).toHaveURL(new RegExp(`${words.prefix}/account/reviews$`))
    await expect(page.getByText(words.toast)).toBeVisible()
    const review = page.getByRole('article')
    await expect(review).toHaveCount(1)
    await expect(review).toContainText(words.published)
    await expect(review).toContainText(words.text)
    await expect(review).toContainText('M. R.')
    await expect(page.getByRole('link', { name: new RegExp(`^${words.write}`) })).toHaveCount(0)

    // Another patient, with no completed care: nothing to review, and no form for the first one's appointment.
    const other = await browser.newPage()
    await signUp(other, { name: 'Ana López', email: uniqueEmail('no-review'), password: STRONG_PASSWORD }, words.prefix)
    await other.goto(`${words.prefix}/account/reviews`)
    await expect(other.getByText(words.nothing)).toBeVisible()
    const refused = await other.goto(`${words.prefix}/account/reviews/new?appointment=${appointmentId}`)
    expect(refused?.status()).toBe(403)
    await expect(other.getByText(words.refusal)).toBeVisible()
    await expect(other.getByRole('button', { name: words.publish })).toHaveCount(0)
    await other.close()
  })
}

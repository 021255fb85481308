import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { databaseFile } from '../../playwright.config'
import { axeInLightAndDark } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * Moderating reviews (issue 31, "How it is checked"), in English and in
 * Spanish: a coordinator replies to one review and hides another for a listed
 * reason (confirmed first) in the console; the treatment's public page then
 * shows the reply under its review with the coordinator's name, the reason in
 * place of the hidden one (never its words), and a count and distribution
 * that agree with the reviews listed. Console and page pass axe, light and dark.
 */

const STAFF_NAME = 'Lucía Ferrer'

/**
 * What a patient's verified reviews would leave (reviews-core's form writes them one by one): four published
 * reviews of `serviceSlug` by one patient, and the treatment's and clinic's rating summaries counted from the
 * published reviews; the content stamp moved so cached pages render again.
 */
function seedReviews(serviceSlug: string, tag: string) {
  const db = new Database(databaseFile, { fileMustExist: true })
  try {
    const now = new Date().toISOString()
    const service = db.prepare('select id from services where slug = ?').get(serviceSlug) as { id: number }
    const clinic = db.prepare('select id from clinics order by id limit 1').get() as { id: number }
    const patient = db
      .prepare("insert into users (name, email, password_hash, locale, created_at, updated_at) values (?, ?, 'x', 'es', ?, ?) returning id")
      .get(`Patient ${tag}`, `reviews-${tag}@example.com`, now, now) as { id: number }
    const insert = db.prepare(
      `insert into reviews (patient_id, clinic_id, service_id, completed_on, overall, body, locale, display_name, status, created_at, updated_at, editable_until)
       values (?, ?, ?, '2026-10-14', ?, ?, ?, ?, 'published', ?, ?, ?)`,
    )
    const bodies = {
      reply: `The surgeon explained everything twice and my sight is sharp now (${tag}).`,
      hide: `Call my husband on 600 123 456 for the details of my case (${tag}).`,
      other: `La clínica fue puntual y el equipo muy amable durante todo el proceso (${tag}).`,
      last: `Good care overall, though the waiting room was crowded that morning (${tag}).`,
    }
    const stars = { reply: 5, hide: 2, other: 4, last: 3 }
    for (const [index, key] of (['last', 'other', 'hide', 'reply'] as const).entries()) {
      const at = new Date(Date.now() - (4 - index) * 60_000).toISOString()
      insert.run(patient.id, clinic.id, service.id, stars[key], bodies[key], key === 'other' ? 'es' : 'en', key === 'last' ? '' : 'Marta', at, at, at)
    }
    for (const [kind, column, id] of [
      ['service', 'service_id', service.id],
      ['clinic', 'clinic_id', clinic.id],
    ] as const) {
      const counts = db
        .prepare(
          `select count(*) as n, coalesce(sum(overall), 0) as total, ${[1, 2, 3, 4, 5].map((s) => `sum(case when overall = ${s} then 1 else 0 end) as s${s}`).join(', ')}
           from reviews where ${column} = ? and status = 'published'`,
        )
        .get(id) as Record<string, number>
      db.prepare(
        `insert into rating_summaries (target_kind, target_id, review_count, star_total, stars_1, stars_2, stars_3, stars_4, stars_5)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (target_kind, target_id) do update set review_count = excluded.review_count, star_total = excluded.star_total,
           stars_1 = excluded.stars_1, stars_2 = excluded.stars_2, stars_3 = excluded.stars_3, stars_4 = excluded.stars_4, stars_5 = excluded.stars_5`,
      ).run(kind, id, counts.n, counts.total, counts.s1 ?? 0, counts.s2 ?? 0, counts.s3 ?? 0, counts.s4 ?? 0, counts.s5 ?? 0)
    }
    db.prepare("update settings set value = ? where key = 'content.version'").run(`e2e-reviews-${tag}`)
    const spanishSlug = (
      db.prepare("select slug from services_translations where owner_id = ? and locale = 'es'").get(service.id) as { slug: string }
    ).slug
    return { bodies, slug: { en: serviceSlug, es: spanishSlug } }
  } finally {
    db.close()
  }
}

const JOURNEYS = [
  {
    locale: 'en',
    prefix: '',
    service: 'retina-care',
    t: {
      sections: 'Sections',
      nav: /^Reviews \d+ waiting$/,
      title: 'Reviews',
      replyLabel: 'Public reply',
      replySubmit: 'Publish reply',
      replied: 'Reply published.',
      reason: 'Reason',
      reasonOption: 'Personal data',
      hide: 'Hide review…',
      confirm: 'Yes, hide it',
      hidden: 'Review hidden; the patient will be told.',
      hiddenTab: /^Hidden \d+$/,
      replyBy: `Reply from ${STAFF_NAME}, Claravia`,
      hiddenText: 'Hidden by Claravia: it contained personal data',
      count: '3 reviews',
      bars: 'Reviews by number of stars',
      list: 'Reviews, newest first',
      written: 'Written in Spanish',
      bar: (stars: number, n: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}: ${n} ${n === 1 ? 'review' : 'reviews'}`,
    },
  },
  {
    locale: 'es',
    prefix: '/es',
    service: 'glaucoma-treatment',
    t: {
      sections: 'Secciones',
      nav: /^Opiniones \d+ en espera$/,
      title: 'Opiniones',
      replyLabel: 'Respuesta pública',
      replySubmit: 'Publicar respuesta',
      replied: 'Respuesta publicada.',
      reason: 'Motivo',
      reasonOption: 'Datos personales',
      hide: 'Ocultar opinión…',
      confirm: 'Sí, ocultarla',
      hidden: 'Opinión ocultada; se avisará al paciente.',
      hiddenTab: /^Ocultas \d+$/,
      replyBy: `Respuesta de ${STAFF_NAME}, Claravia`,
      hiddenText: 'Ocultada por Claravia: contenía datos personales',
      count: '3 opiniones',
      bars: 'Opiniones por número de estrellas',
      list: 'Opiniones, de la más reciente a la más antigua',
      written: 'Escrita en inglés',
      bar: (stars: number, n: number) => `${stars} ${stars === 1 ? 'estrella' : 'estrellas'}: ${n} ${n === 1 ? 'opinión' : 'opiniones'}`,
    },
  },
] as const

for (const { locale, prefix, service, t } of JOURNEYS) {
  test(`[${locale}] a coordinator replies to one review and hides another with a reason; the treatment page agrees`, async ({ page }) => {
    test.setTimeout(180_000)
    const tag = `${locale}-${Date.now()}`
    const { bodies, slug } = seedReviews(service, tag)

    await signedInStaff(page, 'coordinator', { spanish: locale === 'es', name: STAFF_NAME })
    await expect(page.getByRole('navigation', { name: t.sections }).getByRole('link', { name: t.nav })).toBeVisible()
    await page.goto(`${prefix}/admin/reviews`)
    await waitForConsoleHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await axeInLightAndDark(page)

    const toReply = page.locator('article').filter({ hasText: bodies.reply })
    await toReply.getByLabel(t.replyLabel).fill(`Thank you, Marta: we are glad to read it (${tag}).`)
    await toReply.getByRole('button', { name: t.replySubmit }).click()
    await expect(page.getByText(t.replied)).toBeVisible()

    const toHide = page.locator('article').filter({ hasText: bodies.hide })
    await toHide.getByLabel(t.reason).selectOption({ label: t.reasonOption })
    await toHide.getByRole('button', { name: t.hide }).click()
    // Asked first: nothing is hidden before the confirmation.
    await page.locator('article').filter({ hasText: bodies.hide }).getByRole('button', { name: t.confirm }).click()
    await expect(page.getByText(t.hidden)).toBeVisible()
    await page.getByRole('link', { name: t.hiddenTab }).click()
    await expect(page.locator('article').filter({ hasText: bodies.hide })).toBeVisible()

    // The public page, as a visitor.
    await page.context().clearCookies()
    await page.goto(`${prefix}/medical-services/${slug[locale]}#reviews`)
    const section = page.locator('#reviews')
    await expect(section.getByText(bodies.reply)).toBeVisible()
    await expect(section.getByText(t.replyBy)).toBeVisible()
    await expect(section.getByText(`Thank you, Marta: we are glad to read it (${tag}).`)).toBeVisible()
    await expect(section.getByText(t.hiddenText)).toBeVisible()
    await expect(section.getByText(bodies.hide)).toHaveCount(0)
    await expect(section.getByText(t.written).first()).toBeVisible()
    // The count and the five bars agree with the reviews listed (the hidden one counts in neither).
    await expect(section.getByTestId('rating-count')).toHaveText(t.count)
    const bars = section.getByRole('list', { name: t.bars })
    for (const [stars, n] of [
      [5, 1],
      [4, 1],
      [3, 1],
      [2, 0],
      [1, 0],
    ] as const)
      await expect(bars.getByText(t.bar(stars, n), { exact: true })).toBeAttached()
    const listed = section.getByRole('list', { name: t.list }).getByRole('listitem')
    await expect(listed).toHaveCount(4)
    await expect(listed.filter({ has: page.locator('article') })).toHaveCount(3)
    await axeInLightAndDark(page)
  })
}

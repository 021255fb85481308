import { beforeAll, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { formatQuoteQuestions, parseQuoteQuestions, QUOTE_QUESTION_LIMITS } from './quote-questions'
import { quoteQuestions, quoteQuestionsInBothLanguages } from './quote-questions.server'
import { services } from './seed/services'

/*
 * The questions a service asks in a request for a personal quote (issue 30):
 * one per line in services_translations.quote_questions, line n of one
 * language being line n of the other; read as the published site has them.
 */

const seeded = (slug: string) => services.find((service) => service.slug === slug)!.quoteQuestions

describe('quote questions as the column keeps them', () => {
  it('one per line: trimmed, blank lines dropped, whatever the line endings', () => {
    expect(parseQuoteQuestions('  How old are you?  \r\n\r\n\tRight eye (sphere, cylinder, axis)\rLeft eye\n \n')).toEqual([
      'How old are you?',
      'Right eye (sphere, cylinder, axis)',
      'Left eye',
    ])
    expect(parseQuoteQuestions('')).toEqual([])
    expect(formatQuoteQuestions([' Age? ', '', 'Medicines '])).toBe('Age?\nMedicines')
    expect(parseQuoteQuestions(formatQuoteQuestions(['¿Qué edad tienes?', 'Graduación del ojo derecho']))).toEqual([
      '¿Qué edad tienes?',
      'Graduación del ojo derecho',
    ])
  })

  it('the seed gives every service its questions in both languages, line for line, within the editor’s limits', () => {
    for (const { slug, quoteQuestions: questions } of services) {
      expect(questions.en.length, slug).toBeGreaterThanOrEqual(6)
      expect(questions.en.length, slug).toBeLessThanOrEqual(QUOTE_QUESTION_LIMITS.count)
      expect(questions.es.length, slug).toBe(questions.en.length)
      for (const question of [...questions.en, ...questions.es]) {
        expect(question.length, question).toBeLessThanOrEqual(QUOTE_QUESTION_LIMITS.length)
        expect(parseQuoteQuestions(question), question).toEqual([question])
      }
      // Written in Spanish, not copied over: no line is the same in both.
      expect(
        questions.es.filter((question, index) => question === questions.en[index]),
        slug,
      ).toEqual([])
    }
  })

  it('eye surgery asks what a refractive surgeon needs: each eye’s prescription and how long it has been stable, lenses, surgery, conditions', () => {
    for (const slug of ['lasik', 'prk', 'smile', 'icl']) {
      const { en, es } = seeded(slug)
      expect(en[0], slug).toBe('How old are you?')
      expect(es.slice(0, 4), slug).toEqual([
        '¿Qué edad tienes?',
        'Graduación del ojo derecho (esfera, cilindro y eje), si la conoces',
        'Graduación del ojo izquierdo (esfera, cilindro y eje), si la conoces',
        '¿Desde cuándo es estable tu graduación? ¿Cuándo cambió por última vez?',
      ])
      expect(en.join('\n'), slug).toMatch(/contact lenses[^\n]*last wear/)
      expect(es.join('\n'), slug).toMatch(/embarazada/)
      expect(en.join('\n'), slug).toMatch(/medicines/i)
    }
    expect(seeded('lasik').en.join('\n')).toMatch(/dry eye, keratoconus, glaucoma/)
    expect(seeded('lasik').en.join('\n')).toMatch(/diabetes/)
    // Cataract surgery asks about alpha-blockers (a floppy iris during surgery) and earlier laser correction (the lens power).
    expect(seeded('cataract-surgery-premium-lenses').en.join('\n')).toMatch(/tamsulosin/)
    expect(seeded('cataract-surgery-premium-lenses').en.join('\n')).toMatch(/LASIK, PRK, RK/)
  })
})

describeEachDatabase('a service’s quote questions', (db) => {
  const serviceId = async (slug: string) => (await db().selectFrom('services').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
  const setColumn = (id: number, locale: string, text: string) =>
    db().updateTable('services_translations').set({ quote_questions: text }).where('owner_id', '=', id).where('locale', '=', locale).execute()

  beforeAll(async () => {
    await syncCatalogue(db())
  }, 60_000)

  it('reads the published questions in the asked language, in their order; both languages line for line', async () => {
    const lasik = await serviceId('lasik')
    for (const locale of ['en', 'es'] as const) expect(await quoteQuestions(db(), lasik, locale)).toEqual(seeded('lasik')[locale])
    expect(await quoteQuestionsInBothLanguages(db(), lasik)).toEqual(seeded('lasik'))
  })

  it('trims what the column holds and drops blank lines', async () => {
    const prk = await serviceId('prk')
    await setColumn(prk, 'en', '  How old are you?  \r\n\n  Right eye \n')
    await setColumn(prk, 'es', '¿Qué edad tienes?\n\n Ojo derecho')
    expect(await quoteQuestions(db(), prk, 'en')).toEqual(['How old are you?', 'Right eye'])
    expect(await quoteQuestionsInBothLanguages(db(), prk)).toEqual({
      en: ['How old are you?', 'Right eye'],
      es: ['¿Qué edad tienes?', 'Ojo derecho'],
    })
  })

  it('a service without questions asks none', async () => {
    const exam = await serviceId('comprehensive-eye-exam')
    await setColumn(exam, 'en', '')
    await setColumn(exam, 'es', '  \n ')
    expect(await quoteQuestions(db(), exam, 'es')).toEqual([])
    expect(await quoteQuestionsInBothLanguages(db(), exam)).toEqual({ en: [], es: [] })
  })

  it('a service off the site, or unknown, asks nothing; a language it is not in has no questions', async () => {
    const smile = await serviceId('smile')
    await db().updateTable('services').set({ published: 0 }).where('id', '=', smile).execute()
    expect(await quoteQuestions(db(), smile, 'en')).toEqual([])
    expect(await quoteQuestionsInBothLanguages(db(), smile)).toBeUndefined()
    await db().updateTable('services').set({ published: 1 }).where('id', '=', smile).execute()
    expect(await quoteQuestions(db(), smile, 'en')).toEqual(seeded('smile').en)

    expect(await quoteQuestions(db(), 999_999, 'en')).toEqual([])
    expect(await quoteQuestionsInBothLanguages(db(), 999_999)).toBeUndefined()

    const icl = await serviceId('icl')
    await db().deleteFrom('services_translations').where('owner_id', '=', icl).where('locale', '=', 'es').execute()
    expect(await quoteQuestions(db(), icl, 'es')).toEqual([])
    expect(await quoteQuestionsInBothLanguages(db(), icl)).toEqual({ en: seeded('icl').en, es: [] })
  })
})

import { beforeAll, expect, it } from 'vitest'
import { describeSeeded, readLive, seededRecord, writeAndRead } from '../../../tests/setup/content-editing'
import { listFaqs } from '~/content/faqs.server'
import type { ContentDocument } from '../fields'

/*
 * The FAQ adapters: a question and its answer per language under a topic (its
 * key is the answer's anchor on /faqs), and the topics (a name per language,
 * their order); what the FAQ page then shows.
 */

describeSeeded('FAQ and topic adapters', (db) => {
  let planning: number
  let costs: number
  beforeAll(async () => {
    planning = (await seededRecord(db(), 'faq_topic', 'planning-your-trip')).refId
    costs = (await seededRecord(db(), 'faq_topic', 'costs-and-payments')).refId
  }, 60_000)

  const stay = () => seededRecord(db(), 'faq', 'how-long-should-i-stay-after-lasik')
  const group = async (locale: 'en' | 'es', slug: string) => (await listFaqs(db(), locale)).find((entry) => entry.slug === slug)

  it('reads a question, its answer per language and its topic by id', async () => {
    const document = await readLive(db(), 'faq', (await stay()).refId)
    expect(document).toMatchObject({
      question: { en: 'How long should I stay after LASIK?', es: '¿Cuántos días debo quedarme después de un LASIK?' },
      topic: planning,
    })
    expect((document.answer as { en: string }).en).toMatch(/at least four to five days/)
  })

  it('writes a question under another topic: the FAQ page moves it there, in both languages, keeping its anchor', async () => {
    const { refId } = await stay()
    const document = await readLive(db(), 'faq', refId)
    const edited: ContentDocument = {
      question: { en: 'How many days should I plan?', es: '¿Cuántos días debo planear?' },
      answer: { en: 'About **five**.', es: 'Unos **cinco**.' },
      topic: costs,
    }
    expect((await writeAndRead(db(), 'faq', refId, edited)).read).toEqual(edited)
    const moved = (await group('es', 'costs-and-payments'))!.faqs.find((faq) => faq.slug === 'how-long-should-i-stay-after-lasik')
    expect(moved).toEqual({
      slug: 'how-long-should-i-stay-after-lasik',
      question: '¿Cuántos días debo planear?',
      answerHtml: '<p>Unos <strong>cinco</strong>.</p>\n',
    })
    expect((await group('en', 'planning-your-trip'))!.faqs.map((faq) => faq.slug)).not.toContain('how-long-should-i-stay-after-lasik')
    await writeAndRead(db(), 'faq', refId, document)
  })

  it('a new question comes last in its topic; its anchor is its English question, or "faq" when that has no letters', async () => {
    const first = await writeAndRead(db(), 'faq', null, {
      question: { en: 'Can I bring a companion?', es: '¿Puedo ir acompañado?' },
      answer: { en: 'Yes.', es: 'Sí.' },
      topic: planning,
    })
    const unnamed = await writeAndRead(db(), 'faq', null, { question: { en: '¿?', es: '¿?' }, answer: { en: '.', es: '.' }, topic: planning })
    const keys = await db().selectFrom('faqs').select('slug').where('id', 'in', [first.id, unnamed.id]).orderBy('id').execute()
    expect(keys.map((row) => row.slug)).toEqual(['can-i-bring-a-companion', 'faq'])
    const questions = (await group('es', 'planning-your-trip'))!.faqs.map((faq) => faq.question)
    expect(questions.slice(-2)).toEqual(['¿Puedo ir acompañado?', '¿?'])
  })

  it('a topic’s name per language heads its group; a new topic comes last, its key "topic" when its name has no letters', async () => {
    const document = await readLive(db(), 'faq_topic', costs)
    expect(document).toEqual({ name: { en: 'Costs and payments', es: 'Costos y pagos' } })
    await writeAndRead(db(), 'faq_topic', costs, { name: { en: 'Prices', es: 'Precios' } })
    expect((await group('es', 'costs-and-payments'))!.name).toBe('Precios')
    expect((await group('en', 'costs-and-payments'))!.name).toBe('Prices')

    const { id } = await writeAndRead(db(), 'faq_topic', null, { name: { en: '?', es: '¿?' } })
    expect((await db().selectFrom('faq_topics').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug).toBe('topic')
    // A topic shows once it holds a question.
    expect((await listFaqs(db(), 'en')).map((entry) => entry.slug)).not.toContain('topic')
    await writeAndRead(db(), 'faq', null, {
      question: { en: 'Anything else?', es: '¿Algo más?' },
      answer: { en: 'Ask.', es: 'Pregunta.' },
      topic: id,
    })
    expect((await listFaqs(db(), 'es')).at(-1)).toMatchObject({ slug: 'topic', name: '¿?', faqs: [{ question: '¿Algo más?' }] })
  })
})

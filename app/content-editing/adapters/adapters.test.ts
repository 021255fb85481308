import { describe, expect, it } from 'vitest'
import { describeSeeded, LIVE_TABLES, type LiveTable, readLive, snapshot, type Snapshot, writeAndRead } from '../../../tests/setup/content-editing'
import { missingLanguages, type ContentDocument, type LocalizedValue } from '../fields'
import { contentKinds, kindSchema, type ContentKind } from '../kinds'
import { SETTING_KEYS } from './pages.server'
import { adapterOf, canPreview, publicPathOf, writeLive } from './registry.server'

/*
 * What every kind's adapter owes the editor, walked over the registry: the
 * live record it reads is a valid document, and writing that document back is
 * a no-op; a change in one language touches that language's row of that
 * record and nothing else; a language missing from the live tables reads as
 * blank and is put back by a write; a new record gets its own key and place.
 * What each kind keeps where (prices, pairs, pictures, relations) is tested
 * beside its adapter.
 */

/** The rows that differ between two snapshots, per table: those gone and those new. */
function differences(before: Snapshot, after: Snapshot) {
  const changes: Partial<Record<LiveTable, { gone: Record<string, unknown>[]; added: Record<string, unknown>[] }>> = {}
  for (const table of LIVE_TABLES) {
    const keys = (rows: Record<string, unknown>[]) => new Set(rows.map((row) => JSON.stringify(row)))
    const [old, next] = [keys(before[table]), keys(after[table])]
    const gone = before[table].filter((row) => !next.has(JSON.stringify(row)))
    const added = after[table].filter((row) => !old.has(JSON.stringify(row)))
    if (gone.length > 0 || added.length > 0) changes[table] = { gone, added }
  }
  return changes
}

/** Settings rows carry the time of their last write, even of the same value: left out where a test asks "did anything change". */
function withoutSettingsTimes(rows: Snapshot): Snapshot {
  return { ...rows, settings: rows.settings.map(({ updated_at: _time, ...row }) => row) }
}

/** The first localized plain text of a kind (its title, mostly): what a one-language edit changes. */
function firstText(kind: ContentKind) {
  return kind.fields.find((field) => field.localized && ['text', 'textarea', 'markdown'].includes(field.kind))
}

describeSeeded('content adapters, every kind', (db) => {
  /** The first live record of a kind (seeded). */
  const firstLive = async (kind: string) =>
    (
      await db()
        .selectFrom('content_records')
        .select('ref_id')
        .where('kind', '=', kind)
        .where('ref_id', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).ref_id!

  for (const kind of contentKinds) {
    describe(kind.kind, () => {
      it('reads a live record as a document its kind accepts for publishing; written back as it is, no row changes', async () => {
        const refId = await firstLive(kind.kind)
        const document = await readLive(db(), kind.kind, refId)
        const parsed = kindSchema(kind, 'publish').safeParse(document)
        expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true)
        const before = await snapshot(db())
        const { id, read } = await writeAndRead(db(), kind.kind, refId, document)
        expect(id).toBe(refId)
        expect(read).toEqual(document)
        expect(withoutSettingsTimes(await snapshot(db()))).toEqual(withoutSettingsTimes(before))
      })

      it('a change in one language rewrites that language of that record only', async () => {
        const refId = await firstLive(kind.kind)
        const document = await readLive(db(), kind.kind, refId)
        const field = firstText(kind)
        const changed: ContentDocument = field
          ? { ...document, [field.name]: { ...(document[field.name] as LocalizedValue<string>), es: `Cambiado (${kind.kind})` } }
          : { ...document, address: 'Carrera 7 # 71-21, Bogotá' }
        const before = await snapshot(db())
        const { read } = await writeAndRead(db(), kind.kind, refId, changed)
        expect(read).toEqual(changed)
        const changes = differences(withoutSettingsTimes(before), withoutSettingsTimes(await snapshot(db())))
        const table = adapterOf(kind.kind).table
        if (!table) {
          expect(changes).toEqual({
            settings: {
              gone: [{ key: SETTING_KEYS.address, value: document.address }],
              added: [{ key: SETTING_KEYS.address, value: changed.address }],
            },
          })
        } else {
          // One row changed: the Spanish translation of this record; the English one is as it was.
          expect(Object.keys(changes)).toEqual([`${table}_translations`])
          const { gone, added } = changes[`${table}_translations` as LiveTable]!
          expect([gone.length, added.length]).toEqual([1, 1])
          expect([gone[0], added[0]].map((row) => [row!.owner_id, row!.locale])).toEqual([
            [refId, 'es'],
            [refId, 'es'],
          ])
        }
        await writeAndRead(db(), kind.kind, refId, document)
      })

      it.runIf(Boolean(adapterOf(kind.kind).table))('a language missing from the live tables reads as blank; a write puts it back', async () => {
        const refId = await firstLive(kind.kind)
        const table = `${adapterOf(kind.kind).table}_translations` as 'services_translations'
        const document = await readLive(db(), kind.kind, refId)
        const before = await snapshot(db())
        await db().deleteFrom(table).where('owner_id', '=', refId).where('locale', '=', 'es').execute()
        const partial = await readLive(db(), kind.kind, refId)
        for (const field of kind.fields.filter((candidate) => candidate.localized)) {
          expect(missingLanguages(partial, field), field.name).toContain('es')
          expect((partial[field.name] as LocalizedValue<unknown>).en, field.name).toEqual((document[field.name] as LocalizedValue<unknown>).en)
        }
        // Language-neutral values do not depend on the translations.
        for (const field of kind.fields.filter((candidate) => !candidate.localized))
          expect(partial[field.name], field.name).toEqual(document[field.name])
        await writeAndRead(db(), kind.kind, refId, document)
        expect(await snapshot(db())).toEqual(before)
      })

      // The settings are one record, always there.
      it.runIf(Boolean(adapterOf(kind.kind).table))('a record that does not exist reads as nothing', async () => {
        expect(await adapterOf(kind.kind).read(db(), 999_999)).toBeUndefined()
      })

      if (kind.fixedSet) {
        it('is a fixed set: the console never creates one', async () => {
          const document = await readLive(db(), kind.kind, await firstLive(kind.kind))
          const before = await snapshot(db())
          if (adapterOf(kind.kind).table) await expect(adapterOf(kind.kind).write(db(), null, document)).rejects.toThrow(/not created/)
          else expect(await adapterOf(kind.kind).write(db(), null, document)).toBe(await firstLive(kind.kind))
          expect(withoutSettingsTimes(await snapshot(db()))).toEqual(withoutSettingsTimes(before))
        })
      } else {
        it('a new record gets a row of its own, a free key and the last place; the one it was copied from is untouched', async () => {
          const refId = await firstLive(kind.kind)
          const table = adapterOf(kind.kind).table as 'faqs'
          const original = await readLive(db(), kind.kind, refId)
          const copy: ContentDocument = kind.slugField
            ? { ...original, [kind.slugField]: { en: `copy-of-${kind.kind.replace('_', '-')}`, es: `copia-de-${kind.kind.replace('_', '-')}` } }
            : original
          const { id, read } = await writeAndRead(db(), kind.kind, null, copy)
          expect(id).not.toBe(refId)
          expect(read).toEqual(copy)
          expect(await readLive(db(), kind.kind, refId)).toEqual(original)
          const keys = await db().selectFrom(table).select(['id', 'slug', 'published']).where('id', 'in', [refId, id]).orderBy('id').execute()
          expect(keys[0]!.slug).not.toBe(keys[1]!.slug)
          expect(Number(keys[1]!.published)).toBe(1)
          if (kind.slugField) expect(keys[1]!.slug).toBe(`copy-of-${kind.kind.replace('_', '-')}`)
          const positioned = ['services', 'destinations', 'team_members', 'blog_categories', 'faqs', 'faq_topics'].includes(table)
          if (positioned) {
            const rows = await db().selectFrom(table).select(['id', 'position']).orderBy('position', 'desc').execute()
            expect(rows[0]!.id).toBe(id)
            expect(rows[0]!.position).toBeGreaterThan(rows[1]!.position)
          }
        })
      }
    })
  }

  it('every kind has an adapter, and each kind other records point at has its table', () => {
    for (const kind of contentKinds) expect(() => adapterOf(kind.kind)).not.toThrow()
    expect(() => adapterOf('poem')).toThrow(/No content adapter for "poem"/)
    for (const kind of contentKinds)
      for (const field of kind.fields) {
        const options = (field as { options?: { records?: string } }).options
        if (options?.records) expect(adapterOf(options.records).table, `${kind.kind}.${field.name}`).toMatch(/^[a-z_]+$/)
      }
  })

  it('a preview is offered for kinds shown on a public page of their own or in a list', () => {
    const previewable = contentKinds.filter((kind) => canPreview(kind.kind)).map((kind) => kind.kind)
    expect(previewable).toEqual([
      'service',
      'destination',
      'clinic',
      'specialist',
      'blog_post',
      'blog_category',
      'faq',
      'faq_topic',
      'team_member',
      'company_page',
      'legal_page',
      'settings',
    ])
  })

  it('where a record shows on the public site, per language: its own page under that language’s slug, else its list', async () => {
    const service = await firstLive('service')
    const document = { ...(await readLive(db(), 'service', service)), slug: { en: 'eye-laser', es: 'laser-ocular' } }
    expect(await publicPathOf(db(), 'service', service, document, 'en')).toBe('/medical-services/eye-laser')
    expect(await publicPathOf(db(), 'service', null, document, 'es')).toBe('/es/medical-services/laser-ocular')
    const post = { slug: { en: 'a-post', es: 'un-articulo' } }
    expect(await publicPathOf(db(), 'blog_post', null, post, 'es')).toBe('/es/blog/un-articulo')
    expect(await publicPathOf(db(), 'destination', null, post, 'en')).toBe('/destinations/a-post')
    // A legal page's address is its key, whatever its title.
    const legal = await db().selectFrom('content_pages').select(['id', 'slug']).where('slug', '=', 'terms-and-conditions').executeTakeFirstOrThrow()
    expect(await publicPathOf(db(), 'legal_page', legal.id, {}, 'es')).toBe('/es/terms-and-conditions')
    expect(await publicPathOf(db(), 'faq', null, {}, 'es')).toBe('/es/faqs')
    expect(await publicPathOf(db(), 'faq_topic', null, {}, 'en')).toBe('/faqs')
    expect(await publicPathOf(db(), 'team_member', null, {}, 'es')).toBe('/es/our-company')
    expect(await publicPathOf(db(), 'blog_category', null, {}, 'en')).toBe('/blog')
    expect(await publicPathOf(db(), 'settings', 1, {}, 'es')).toBe('/es/contact-us')
    expect(await publicPathOf(db(), 'clinic', null, post, 'es')).toBe('/es/clinics/un-articulo')
    expect(await publicPathOf(db(), 'specialist', null, post, 'en')).toBe('/specialists/a-post')
  })

  it('writing live shows a record taken off the site again', async () => {
    const refId = await firstLive('faq')
    const document = await readLive(db(), 'faq', refId)
    await db().updateTable('faqs').set({ published: 0 }).where('id', '=', refId).execute()
    expect(await writeLive(db(), 'faq', refId, document)).toBe(refId)
    expect(Number((await db().selectFrom('faqs').select('published').where('id', '=', refId).executeTakeFirstOrThrow()).published)).toBe(1)
  })
})

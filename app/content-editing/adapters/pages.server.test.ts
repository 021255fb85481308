import { expect, it } from 'vitest'
import { describeSeeded, readLive, seededRecord, writeAndRead } from '../../../tests/setup/content-editing'
import { getCompanyPage, getContentPage } from '~/content/pages.server'
import { readContactDetails, readSocialLinks } from '~/settings/settings.server'
import type { ContentDocument } from '../fields'
import { SETTING_KEYS, SETTINGS_REF_ID } from './pages.server'

/*
 * The fixed pages and the settings: a legal page (title and body per
 * language, the date it was last updated), the company page (its texts and
 * values per language, kept beside the story; the values' icons shared), and
 * the settings (one key per field); what the public pages then show.
 */

describeSeeded('legal page, company page and settings adapters', (db) => {
  it('a legal page: its date is the day it was updated; the page fills the placeholders from the settings', async () => {
    const { refId } = await seededRecord(db(), 'legal_page', 'privacy-policies')
    const document = await readLive(db(), 'legal_page', refId)
    expect(document).toMatchObject({ title: { en: 'Privacy Policy', es: 'Política de privacidad' }, updatedOn: '2026-11-01' })
    const edited: ContentDocument = {
      title: { en: 'Privacy', es: 'Privacidad' },
      body: { en: 'Write to {{company_address}}.', es: 'Escríbenos a {{ company_address }}.' },
      updatedOn: '2027-02-28',
    }
    expect((await writeAndRead(db(), 'legal_page', refId, edited)).read).toEqual(edited)
    const es = (await getContentPage(db(), 'es', 'privacy-policies'))!
    expect(es).toMatchObject({ title: 'Privacidad', updatedAt: '2027-02-28', extras: {} })
    expect(es.bodyHtml).toBe('<p>Escríbenos a Carrera 7 # 71-21, Torre B, Bogotá, Colombia.</p>\n')
    expect((await getContentPage(db(), 'en', 'privacy-policies'))!.title).toBe('Privacy')
    // The other legal page is its own record.
    expect((await getContentPage(db(), 'es', 'terms-and-conditions'))!.title).not.toBe('Privacidad')
  })

  it('the company page: values as "Title: description" lines per language, their icons shared, kept with the story', async () => {
    const { refId } = await seededRecord(db(), 'company_page', 'our-company')
    const document = await readLive(db(), 'company_page', refId)
    const page = (await getCompanyPage(db(), 'es'))!
    expect(document.valueIcons).toEqual(page.values.map((value) => value.icon))
    expect((document.values as { es: string[] }).es).toEqual(page.values.map((value) => `${value.title}: ${value.description}`))
    expect(document).toMatchObject({
      title: { en: 'Our company', es: 'Nuestra empresa' },
      vision: { es: page.vision },
      mission: { es: page.mission },
    })

    const edited: ContentDocument = {
      ...document,
      vision: { en: 'Clear sight for all.', es: 'Visión clara para todos.' },
      mission: { en: 'We help.', es: 'Ayudamos.' },
      values: { en: ['Safety: First, always', 'Honesty: Plain prices'], es: ['Seguridad: Primero, siempre', 'Honestidad: Precios claros'] },
      valueIcons: ['lucide:shield-check', 'lucide:scale'],
      story: { en: 'Founded in **2024**.', es: 'Fundada en **2024**.' },
    }
    expect((await writeAndRead(db(), 'company_page', refId, edited)).read).toEqual(edited)
    const shown = (await getCompanyPage(db(), 'es'))!
    expect(shown).toMatchObject({
      vision: 'Visión clara para todos.',
      mission: 'Ayudamos.',
      values: [
        { title: 'Seguridad', description: 'Primero, siempre', icon: 'lucide:shield-check' },
        { title: 'Honestidad', description: 'Precios claros', icon: 'lucide:scale' },
      ],
    })
    expect(shown.bodyHtml).toContain('<strong>2024</strong>')
    expect((await getCompanyPage(db(), 'en'))!.values[1]).toEqual({ title: 'Honesty', description: 'Plain prices', icon: 'lucide:scale' })

    // A value without an icon of its own gets the heart.
    const moreValues = { ...edited, values: { en: ['A: a', 'B: b', 'C: c'], es: ['A: a', 'B: b', 'C: c'] } }
    const { read } = await writeAndRead(db(), 'company_page', refId, moreValues)
    expect(read.valueIcons).toEqual(['lucide:shield-check', 'lucide:scale', 'lucide:heart'])
    await writeAndRead(db(), 'company_page', refId, document)
  })

  it('the company page without its English row: its values, their icons and texts read blank', async () => {
    const { refId } = await seededRecord(db(), 'company_page', 'our-company')
    const document = await readLive(db(), 'company_page', refId)
    await db().deleteFrom('content_pages_translations').where('owner_id', '=', refId).where('locale', '=', 'en').execute()
    const partial = await readLive(db(), 'company_page', refId)
    expect(partial).toMatchObject({
      title: { en: '' },
      vision: { en: '' },
      values: { en: [], es: (document.values as { es: string[] }).es },
      valueIcons: [],
    })
    expect(await getCompanyPage(db(), 'en')).toBeUndefined()
    await writeAndRead(db(), 'company_page', refId, document)
    expect((await getCompanyPage(db(), 'en'))!.values.map((value) => value.icon)).toEqual(document.valueIcons)
  })

  it('the settings: each field its key; the contact page and social links show them; a missing key reads blank', async () => {
    const document = await readLive(db(), 'settings', SETTINGS_REF_ID)
    expect(document).toMatchObject({ whatsappNumber: '+57 310 555 0148', contactEmail: 'care@claravia.example', hoursSaturday: '09:00–13:00' })
    expect(Object.keys(document).sort()).toEqual(Object.keys(SETTING_KEYS).sort())
    const edited = {
      ...document,
      contactPhone: '+34 910 555 010',
      contactEmail: 'hola@claravia.example',
      hoursSaturday: '',
      socialTiktok: 'https://www.tiktok.com/@claravia.es',
    }
    const { id, read } = await writeAndRead(db(), 'settings', SETTINGS_REF_ID, edited)
    expect([id, read]).toEqual([SETTINGS_REF_ID, edited])
    expect(await readContactDetails(db())).toMatchObject({
      'general.contact_phone': '+34 910 555 010',
      'general.contact_email': 'hola@claravia.example',
      'general.hours_saturday': '',
    })
    expect(await readSocialLinks(db())).toContainEqual(expect.objectContaining({ url: 'https://www.tiktok.com/@claravia.es' }))
    await db().deleteFrom('settings').where('key', '=', SETTING_KEYS.socialYoutube).execute()
    expect((await readLive(db(), 'settings', SETTINGS_REF_ID)).socialYoutube).toBe('')
    await writeAndRead(db(), 'settings', SETTINGS_REF_ID, document)
    expect(await readLive(db(), 'settings', SETTINGS_REF_ID)).toEqual(document)
  })
})

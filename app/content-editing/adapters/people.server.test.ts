import { beforeAll, expect, it } from 'vitest'
import { describeSeeded, insertPicture, readLive, seededRecord, writeAndRead } from '../../../tests/setup/content-editing'
import { getService } from '~/catalogue/services.server'
import { getCompanyPage } from '~/content/pages.server'
import type { ContentDocument } from '../fields'

/*
 * The people adapters: specialists (one name, a title and bio per language,
 * their clinic, languages, years, portrait) as the service pages show them,
 * and the team (role and bio per language, portrait, their place in the list)
 * as the company page shows it.
 */

describeSeeded('specialist and team member adapters', (db) => {
  let rojas: number
  beforeAll(async () => {
    rojas = (await seededRecord(db(), 'specialist', 'valentina-rojas')).refId
  }, 60_000)

  /** The specialist as the LASIK page shows her, in one language. */
  const onLasikPage = async (locale: 'en' | 'es', slug: string) => (await getService(db(), locale, 'lasik'))!.specialists.find((s) => s.slug === slug)

  it('reads a specialist: clinic by id, languages as a list, title and bio per language', async () => {
    const document = await readLive(db(), 'specialist', rojas)
    expect(document).toMatchObject({
      name: 'Dra. Valentina Rojas',
      title: { en: 'Refractive surgeon', es: 'Cirujana refractiva' },
      clinic: (await seededRecord(db(), 'clinic', 'clinica-vision-andina')).refId,
      languages: ['es', 'en'],
      yearsOfExperience: 14,
      image: null,
    })
  })

  it('writes a specialist; the service pages show the new words, clinic and portrait in each language', async () => {
    const document = await readLive(db(), 'specialist', rojas)
    const castellana = (await seededRecord(db(), 'clinic', 'clinica-oftalmologica-castellana')).refId
    const picture = await insertPicture(db())
    const edited: ContentDocument = {
      ...document,
      name: 'Dra. Valentina Rojas Mejía',
      title: { en: 'Cornea and refractive surgeon', es: 'Cirujana de córnea y refractiva' },
      bio: { en: 'New bio.', es: 'Nueva biografía.' },
      clinic: castellana,
      languages: ['es', 'en', 'pt'],
      yearsOfExperience: 15,
      image: picture,
      imageAlt: { en: 'Dr Rojas smiling', es: 'La Dra. Rojas sonriendo' },
    }
    const { read } = await writeAndRead(db(), 'specialist', rojas, edited)
    expect(read).toEqual(edited)
    expect(await onLasikPage('es', 'valentina-rojas')).toMatchObject({
      name: 'Dra. Valentina Rojas Mejía',
      title: 'Cirujana de córnea y refractiva',
      bio: 'Nueva biografía.',
      yearsOfExperience: 15,
      clinic: 'Clínica Oftalmológica Castellana',
      city: 'Madrid',
      picture: { alt: 'La Dra. Rojas sonriendo' },
    })
    expect(await onLasikPage('en', 'valentina-rojas')).toMatchObject({ title: 'Cornea and refractive surgeon', picture: { alt: 'Dr Rojas smiling' } })
    // The key (the page's anchor) stays what it was.
    expect((await db().selectFrom('specialists').select('slug').where('id', '=', rojas).executeTakeFirstOrThrow()).slug).toBe('valentina-rojas')
    await writeAndRead(db(), 'specialist', rojas, document)
    expect((await onLasikPage('en', 'valentina-rojas'))?.picture).toBeNull()
  })

  it('a new specialist gets a key from the name, accents folded, free among the keys', async () => {
    const document = await readLive(db(), 'specialist', rojas)
    // Written as it is (no page slugs yet: the editor fills them in before publishing).
    const copy = { ...document, name: 'Dr. Íñigo Peña', slug: { en: '', es: '' } }
    const first = await writeAndRead(db(), 'specialist', null, copy)
    const second = await writeAndRead(db(), 'specialist', null, copy)
    const keys = await db().selectFrom('specialists').select('slug').where('id', 'in', [first.id, second.id]).orderBy('id').execute()
    expect(keys.map((row) => row.slug)).toEqual(['dr-inigo-pena', 'dr-inigo-pena-2'])
    expect(second.read).toEqual(copy)
  })

  it('reads and writes a specialist’s profile: page slugs, licence and its body, procedures per year, education and fellowships per language', async () => {
    const document = await readLive(db(), 'specialist', rojas)
    expect(document).toMatchObject({
      slug: { en: 'valentina-rojas', es: 'valentina-rojas' },
      licenceNumber: 'RM 52.184.377',
      licenceBody: 'ReTHUS, Ministerio de Salud y Protección Social (Colombia)',
      proceduresPerYear: 1100,
      example: true,
    })
    expect((document.education as { en: string[]; es: string[] }).es).toEqual([
      'Medicina, Pontificia Universidad Javeriana, Bogotá',
      'Residencia en Oftalmología, Universidad Nacional de Colombia',
    ])
    const edited: ContentDocument = {
      ...document,
      slug: { en: 'dr-valentina-rojas', es: 'dra-valentina-rojas' },
      licenceNumber: 'RM 1.020.304',
      proceduresPerYear: null,
      education: { en: ['Medicine, Universidad de los Andes'], es: ['Medicina, Universidad de los Andes'] },
      fellowships: { en: [], es: [] },
      example: false,
    }
    expect((await writeAndRead(db(), 'specialist', rojas, edited)).read).toEqual(edited)
    const row = await db()
      .selectFrom('specialists')
      .select(['slug', 'licence_number', 'procedures_per_year', 'example'])
      .where('id', '=', rojas)
      .executeTakeFirstOrThrow()
    // The stable key stays; the pages' slugs are the translations'.
    expect(row).toEqual({ slug: 'valentina-rojas', licence_number: 'RM 1.020.304', procedures_per_year: null, example: 0 })
    const es = await db()
      .selectFrom('specialists_translations')
      .select(['slug', 'education', 'fellowships'])
      .where('owner_id', '=', rojas)
      .where('locale', '=', 'es')
      .executeTakeFirstOrThrow()
    expect(es).toEqual({ slug: 'dra-valentina-rojas', education: 'Medicina, Universidad de los Andes', fellowships: '' })
    await writeAndRead(db(), 'specialist', rojas, document)
  })

  it('writes a team member; the company page shows role, bio and portrait per language, in the team’s order', async () => {
    const { refId } = await seededRecord(db(), 'team_member', 'valentina-rios')
    const document = await readLive(db(), 'team_member', refId)
    expect(document).toMatchObject({ name: 'Valentina Ríos', role: { en: 'Founder & CEO', es: 'Fundadora y directora ejecutiva' }, image: null })
    const picture = await insertPicture(db())
    const edited = {
      ...document,
      role: { en: 'Founder', es: 'Fundadora' },
      bio: { en: 'Short bio.', es: 'Biografía corta.' },
      image: picture,
      imageAlt: { en: 'Valentina at the office', es: 'Valentina en la oficina' },
    }
    expect((await writeAndRead(db(), 'team_member', refId, edited)).read).toEqual(edited)
    const page = (await getCompanyPage(db(), 'es'))!
    expect(page.team[0]).toMatchObject({
      slug: 'valentina-rios',
      role: 'Fundadora',
      bio: 'Biografía corta.',
      picture: { alt: 'Valentina en la oficina' },
    })
    expect((await getCompanyPage(db(), 'en'))!.team[0]).toMatchObject({ role: 'Founder', picture: { alt: 'Valentina at the office' } })
  })

  it('a new team member comes last on the company page, in both languages', async () => {
    const member: ContentDocument = {
      name: 'Tomás Aguirre',
      role: { en: 'Patient coordinator', es: 'Coordinador de pacientes' },
      bio: { en: 'Tomás answers the phone.', es: 'Tomás contesta el teléfono.' },
      imageAlt: { en: '', es: '' },
    }
    const { id, read } = await writeAndRead(db(), 'team_member', null, member)
    expect(read).toEqual({ ...member, image: null })
    expect((await db().selectFrom('team_members').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug).toBe('tomas-aguirre')
    for (const locale of ['en', 'es'] as const) {
      const team = (await getCompanyPage(db(), locale))!.team
      expect(team.at(-1)).toMatchObject({ name: 'Tomás Aguirre', role: (member.role as Record<string, string>)[locale], picture: null })
    }
  })
})

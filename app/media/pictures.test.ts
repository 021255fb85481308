import { beforeAll, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { pictureOf, pictureSource, picturesById, withPictures } from './pictures.server'

const KEY = 'k'.repeat(32)

describe('a picture as a page draws it', () => {
  it('offers every width it was made in, per format, and the middle width as WebP for the fallback src', () => {
    const picture = pictureSource({ storage_key: KEY, width: 1600, height: 900, widths: '[480,960,1600]' })
    expect(picture).toEqual({
      width: 1600,
      height: 900,
      src: `/media/${KEY}-960.webp`,
      srcset: {
        avif: `/media/${KEY}-480.avif 480w, /media/${KEY}-960.avif 960w, /media/${KEY}-1600.avif 1600w`,
        webp: `/media/${KEY}-480.webp 480w, /media/${KEY}-960.webp 960w, /media/${KEY}-1600.webp 1600w`,
      },
    })
  })

  it('a small picture made in one width falls back to that width', () => {
    const picture = pictureSource({ storage_key: KEY, width: 300, height: 200, widths: '[300]' })
    expect(picture.src).toBe(`/media/${KEY}-300.webp`)
    expect(picture.srcset.avif).toBe(`/media/${KEY}-300.avif 300w`)
  })
})

describeEachDatabase('the pictures the public readers draw', (db) => {
  let imageId: number
  beforeAll(async () => {
    const row = await db()
      .insertInto('content_images')
      .values({
        storage_key: KEY,
        width: 960,
        height: 640,
        widths: '[480,960]',
        original_name: 'bogota.jpg',
        byte_size: 1234,
        uploaded_by: null,
        uploaded_at: new Date('2026-11-20T10:00:00Z').toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    imageId = Number(row.id)
  })

  it('each row gets its picture with its description in place of the id and alt, null where it has none or the picture is gone', async () => {
    const rows = [
      { slug: 'with', imageId, imageAlt: 'The old town' },
      { slug: 'without-description', imageId, imageAlt: null },
      { slug: 'none', imageId: null, imageAlt: 'ignored' },
      { slug: 'gone', imageId: 999_999, imageAlt: 'A removed picture' },
    ]
    const drawn = await withPictures(db(), rows)
    expect(drawn.map((row) => Object.keys(row).sort())).toEqual(rows.map(() => ['picture', 'slug']))
    expect(drawn[0]).toEqual({
      slug: 'with',
      picture: { ...pictureSource({ storage_key: KEY, width: 960, height: 640, widths: '[480,960]' }), alt: 'The old town' },
    })
    expect(drawn[1]!.picture?.alt).toBe('')
    expect(drawn[2]!.picture).toBeNull()
    expect(drawn[3]!.picture).toBeNull()
  })

  it('each id is found once; a list without pictures finds none', async () => {
    const found = await picturesById(db(), [imageId, imageId, null, undefined])
    expect([...found.keys()]).toEqual([imageId])
    expect(await picturesById(db(), [null, undefined])).toEqual(new Map())
    expect(await withPictures(db(), [])).toEqual([])
  })

  it('one picture with its id (the API’s answer to an upload)', async () => {
    expect(await pictureOf(db(), imageId)).toEqual({
      id: imageId,
      ...pictureSource({ storage_key: KEY, width: 960, height: 640, widths: '[480,960]' }),
    })
  })
})

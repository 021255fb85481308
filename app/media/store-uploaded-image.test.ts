import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, expect, it, vi } from 'vitest'
import { signedInStaffContext, testActionContext, testStaffCaller } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { PermissionDenied } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { MAX_IMAGE_BYTES } from './image-rules'

const imagesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'claravia-images-'))
vi.mock('~/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/config/env.server')>()
  return { ...actual, env: () => ({ ...actual.env(), IMAGES_DIR: imagesDir }) }
})
const { storeUploadedImage } = await import('./store-uploaded-image.server')
const { picturesById } = await import('./pictures.server')
const { imageStore } = await import('./image-store.server')
const { readAllBytes } = await import('~/storage/file-store.server')

const storedFiles = async () => (await fs.readdir(imagesDir, { recursive: true })).filter((name) => /\.(webp|avif)$/.test(String(name)))
const photo = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer(),
  )

describeEachDatabase('content images', (db) => {
  let editor: ActionContext
  beforeAll(async () => {
    editor = await signedInStaffContext(db(), 'coordinator')
  })

  it('a photo is stored resized to the widths the pages use, as WebP and AVIF, and served by key', async () => {
    const stored = await storeUploadedImage(editor, new File([await photo(2000, 1000)], 'bogota.jpg', { type: 'image/jpeg' }))
    if (!stored.ok) throw new Error(stored.code)
    const picture = (await picturesById(db(), [stored.imageId])).get(stored.imageId)!
    expect(picture).toMatchObject({ width: 1600, height: 800 })
    expect(picture.srcset.avif.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['480w', '960w', '1600w'])
    const file = picture.srcset.webp.split(', ')[0]!.split(' ')[0]!.replace('/media/', '')
    const bytes = await readAllBytes(imageStore(), file)
    expect((await sharp(bytes!).metadata()).format).toBe('webp')
  })

  it('an upload from a caller without "content.edit" (clinic staff, or no door passed) throws and stores nothing', async () => {
    const before = await storedFiles()
    const rows = await db().selectFrom('content_images').select('id').execute()
    for (const staff of [testStaffCaller('clinic_staff', { clinicIds: [1] }), null]) {
      const upload = storeUploadedImage(testActionContext(db(), { staff }), new File([await photo(600, 400)], 'x.jpg'))
      await expect(upload).rejects.toBeInstanceOf(PermissionDenied)
    }
    expect(await storedFiles()).toEqual(before)
    expect(await db().selectFrom('content_images').select('id').execute()).toEqual(rows)
  })

  it('a small picture is never enlarged', async () => {
    const stored = await storeUploadedImage(editor, new File([await photo(300, 200)], 'small.png'))
    if (!stored.ok) throw new Error(stored.code)
    expect((await picturesById(db(), [stored.imageId])).get(stored.imageId)).toMatchObject({ width: 300, height: 200 })
  })

  it('a file named .jpg that is really HTML or SVG, or a broken image, is refused and nothing is stored', async () => {
    const before = await storedFiles()
    const fakes = [
      new File(['<!doctype html><script>alert(1)</script>'], 'photo.jpg', { type: 'image/jpeg' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'photo.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3])], 'broken.jpg'),
    ]
    for (const fake of fakes) expect(await storeUploadedImage(editor, fake)).toMatchObject({ ok: false, code: 'image_type' })
    expect(await storedFiles()).toEqual(before)
  })

  it('a file over 10 MB is refused with its own message, and nothing is stored', async () => {
    const before = await storedFiles()
    const rows = await db().selectFrom('content_images').select('id').execute()
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(await photo(10, 10))
    expect(await storeUploadedImage(editor, new File([big], 'huge.jpg'))).toMatchObject({ ok: false, code: 'image_too_large' })
    expect(await storedFiles()).toEqual(before)
    expect(await db().selectFrom('content_images').select('id').execute()).toHaveLength(rows.length)
  })
})

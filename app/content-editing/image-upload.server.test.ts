import { signedInStaffContext } from '../../tests/setup/action-context'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, expect, it, vi } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import type { ActionContext } from '~/accounts/action-context.server'

const imagesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'claravia-editor-images-'))
vi.mock('~/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/config/env.server')>()
  return { ...actual, env: () => ({ ...actual.env(), IMAGES_DIR: imagesDir }) }
})
const { takeImageUpload } = await import('./image-upload.server')

/** The editor's form as the browser sends it: the record's picture id and the picture controls. */
function editorForm(controls: { image?: string; file?: File; remove?: boolean }) {
  const form = new FormData()
  form.set('image', controls.image ?? '7')
  form.set('imageFile', controls.file ?? new File([], ''))
  if (controls.remove) form.set('imageRemove', 'on')
  return form
}

const imageRows = async (context: ActionContext) => (await context.db.selectFrom('content_images').select('id').execute()).length

describeEachDatabase('the editor’s picture controls', (db) => {
  let editor: ActionContext
  beforeAll(async () => {
    editor = await signedInStaffContext(db(), 'coordinator')
  })

  it('without a chosen file the picture stays as it was, and the controls are not part of the document', async () => {
    const form = editorForm({})
    expect(await takeImageUpload(editor, form)).toEqual({ ok: true })
    expect([...form.keys()]).toEqual(['image'])
    expect(form.get('image')).toBe('7')
  })

  it('"remove the picture" empties the field', async () => {
    const form = editorForm({ remove: true })
    expect(await takeImageUpload(editor, form)).toEqual({ ok: true })
    expect([...form.keys()]).toEqual(['image'])
    expect(form.get('image')).toBe('')
  })

  it('a chosen picture is stored and its id takes the field’s place (also over "remove")', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer()
    const form = editorForm({ file: new File([new Uint8Array(png)], 'clinic.png'), remove: true })
    expect(await takeImageUpload(editor, form)).toEqual({ ok: true })
    const stored = await db().selectFrom('content_images').select(['id', 'original_name']).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(stored.original_name).toBe('clinic.png')
    expect(form.get('image')).toBe(String(stored.id))
    expect(form.has('imageFile')).toBe(false)
  })

  it('a refused file is answered with its refusal, stores nothing and leaves the picture as it was', async () => {
    const before = await imageRows(editor)
    const form = editorForm({ file: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'photo.jpg', { type: 'image/jpeg' }) })
    expect(await takeImageUpload(editor, form)).toMatchObject({ ok: false, code: 'image_type', field: 'imageFile' })
    expect(form.get('image')).toBe('7')
    expect(await imageRows(editor)).toBe(before)
  })
})

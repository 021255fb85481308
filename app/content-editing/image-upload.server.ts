import type { ActionContext } from '~/accounts/action-context.server'
import type { Outcome } from '~/errors/outcomes'
import { storeUploadedImage } from '~/media/store-uploaded-image.server'

/*
 * The editor's picture controls, read before the form becomes a document: a
 * chosen file is checked and stored, and its id takes the `image` field's
 * place; "remove the picture" empties it. A refused file stores nothing.
 */
export async function takeImageUpload(context: ActionContext, form: FormData): Promise<Outcome> {
  const file = form.get('imageFile')
  form.delete('imageFile')
  if (form.get('imageRemove') === 'on') form.set('image', '')
  form.delete('imageRemove')
  if (!(file instanceof File) || file.size === 0) return { ok: true }
  const stored = await storeUploadedImage(context, file)
  if (!stored.ok) return stored
  form.set('image', String(stored.imageId))
  return { ok: true }
}

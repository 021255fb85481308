import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { newStorageKey } from '~/storage/file-store.server'
import type { Outcome } from '~/errors/outcomes'
import { processImage } from './image-processing.server'
import { imageFileName, imageStore } from './image-store.server'

/** Checks, resizes and stores an uploaded picture (content_images); returns its id. Nothing is kept of a refused file. */
export async function storeUploadedImage(context: ActionContext, file: File): Promise<Outcome<{ imageId: number }>> {
  staffCaller(context, 'content.edit')
  // Read whole: sharp needs the picture in memory to resize it (10 MB at most); only its outputs are stored.
  const processed = await processImage(new Uint8Array(await file.arrayBuffer()))
  if (!processed.ok) return processed
  const { image } = processed
  const key = newStorageKey()
  const names = image.files.map((entry) => imageFileName(key, entry.width, entry.format))
  try {
    for (const [index, entry] of image.files.entries()) await imageStore().put(names[index]!, entry.bytes, { contentType: `image/${entry.format}` })
    const row = await context.db
      .insertInto('content_images')
      .values({
        storage_key: key,
        width: image.width,
        height: image.height,
        widths: JSON.stringify(image.widths),
        original_name: file.name.slice(0, 200),
        byte_size: file.size,
        uploaded_by: context.session?.user.id ?? null,
        uploaded_at: context.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { ok: true, imageId: Number(row.id) }
  } catch (error) {
    await Promise.all(names.map((name) => imageStore().remove(name)))
    throw error
  }
}

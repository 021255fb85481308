import path from 'node:path'
import type { Kysely } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import { env } from '~/config/env.server'
import type { Database } from '~/db/schema'
import { localDiskStore, newStorageKey, type DocumentStore } from '~/documents/document-store.server'
import type { Outcome } from '~/errors/outcomes'
import { IMAGE_FORMATS, processImage, type ImageFormat } from './image-processing.server'

/*
 * The pictures of the public site: stored resized under a random key in the
 * image store (IMAGES_DIR, local disk by default, behind the same storage
 * interface as documents), recorded in content_images, served at
 * /media/<key>-<width>.<format>. Unlike documents they are public: a picture
 * only ever shows what a published page shows.
 */

/** A file of an image: its key, a width it was made in, and the format. */
export const IMAGE_FILE = /^([\w-]{32})-(\d{2,4})\.(webp|avif)$/

let store: DocumentStore | undefined

export function imageStore(): DocumentStore {
  store ??= localDiskStore(path.resolve(env().IMAGES_DIR), IMAGE_FILE)
  return store
}

export const imageFileName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`

/** Checks, resizes and stores an uploaded picture; returns its id. Nothing is kept of a refused file. */
export async function storeUploadedImage(context: ActionContext, file: File): Promise<Outcome<{ imageId: number }>> {
  const processed = await processImage(new Uint8Array(await file.arrayBuffer()))
  if (!processed.ok) return processed
  const { image } = processed
  const key = newStorageKey()
  const names = image.files.map((entry) => imageFileName(key, entry.width, entry.format))
  try {
    for (const [index, entry] of image.files.entries()) await imageStore().put(names[index]!, entry.bytes)
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

/** What a page needs to draw a picture: its size and, per format, the files by width. */
export interface PictureSource {
  width: number
  height: number
  /** The fallback `src`: the middle width as WebP. */
  src: string
  srcset: Record<ImageFormat, string>
}

export function pictureSource(row: { storage_key: string; width: number; height: number; widths: string }): PictureSource {
  const widths = JSON.parse(row.widths) as number[]
  const url = (width: number, format: ImageFormat) => `/media/${imageFileName(row.storage_key, width, format)}`
  const srcset = Object.fromEntries(
    IMAGE_FORMATS.map((format) => [format, widths.map((width) => `${url(width, format)} ${width}w`).join(', ')]),
  ) as Record<ImageFormat, string>
  return { width: row.width, height: row.height, src: url(widths[Math.min(1, widths.length - 1)]!, 'webp'), srcset }
}

/** One uploaded picture with its id (the API's answer to an upload). */
export async function pictureOf(db: Kysely<Database>, id: number): Promise<PictureSource & { id: number }> {
  const row = await db
    .selectFrom('content_images')
    .select(['id', 'storage_key', 'width', 'height', 'widths'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { id: row.id, ...pictureSource(row) }
}

/** Pictures by id, for the public readers. */
export async function picturesById(db: Kysely<Database>, ids: (number | null | undefined)[]): Promise<Map<number, PictureSource>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (wanted.length === 0) return new Map()
  const rows = await db.selectFrom('content_images').select(['id', 'storage_key', 'width', 'height', 'widths']).where('id', 'in', wanted).execute()
  return new Map(rows.map((row) => [row.id, pictureSource(row)]))
}

/** Rows' pictures with their descriptions in one language, for a public reader: `picture` on each, null where there is none. */
export async function withPictures<T extends { imageId: number | null; imageAlt: string | null }>(
  db: Kysely<Database>,
  rows: T[],
): Promise<(Omit<T, 'imageId' | 'imageAlt'> & { picture: (PictureSource & { alt: string }) | null })[]> {
  const pictures = await picturesById(
    db,
    rows.map((row) => row.imageId),
  )
  return rows.map(({ imageId, imageAlt, ...row }) => {
    const picture = imageId === null ? undefined : pictures.get(imageId)
    return { ...row, picture: picture ? { ...picture, alt: imageAlt ?? '' } : null }
  })
}

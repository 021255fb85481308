import type { Kysely, Selectable } from 'kysely'
import { env } from '~/config/env.server'
import type { ContentImagesTable, Database } from '~/db/schema'
import { IMAGE_FORMATS, type ImageFormat } from './image-rules'
import { imageFileName } from './image-store.server'

/*
 * The pictures of the public site as pages draw them (content_images, stored
 * by store-uploaded-image.server.ts): each picture's size and its files per
 * format and width, read for the public readers and the editor alike.
 */

/** What a page needs to draw a picture: its size and, per format, the files by width. */
export interface PictureSource {
  width: number
  height: number
  /** The fallback `src`: the middle width as WebP. */
  src: string
  srcset: Record<ImageFormat, string>
}

/** Where picture files are fetched from: PUBLIC_MEDIA_URL (a CDN or the bucket's public images/ prefix), else this site's /media. */
function mediaBase() {
  return env().PUBLIC_MEDIA_URL?.replace(/\/+$/, '') ?? '/media'
}

export function pictureSource(row: Pick<Selectable<ContentImagesTable>, 'storage_key' | 'width' | 'height' | 'widths'>): PictureSource {
  const widths = JSON.parse(row.widths) as number[]
  const base = mediaBase()
  const url = (width: number, format: ImageFormat) => `${base}/${imageFileName(row.storage_key, width, format)}`
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

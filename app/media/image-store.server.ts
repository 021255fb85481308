import path from 'node:path'
import { env } from '~/config/env.server'
import { localDiskStore, type DocumentStore } from '~/documents/document-store.server'
import type { ImageFormat } from './image-rules'

/*
 * Where the site's pictures are kept: resized under a random key in the image
 * store (IMAGES_DIR, local disk by default, behind the same storage interface
 * as documents), served at /media/<key>-<width>.<format>. Unlike documents
 * they are public: a picture only ever shows what a published page shows.
 */

/** A file of an image: its key, a width it was made in, and the format. */
export const IMAGE_FILE = /^([\w-]{32})-(\d{2,4})\.(webp|avif)$/

let store: DocumentStore | undefined

export function imageStore(): DocumentStore {
  store ??= localDiskStore(path.resolve(env().IMAGES_DIR), IMAGE_FILE)
  return store
}

export const imageFileName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`

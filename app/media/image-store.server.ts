import { fileStore } from '~/storage/file-stores.server'
import type { FileStore } from '~/storage/file-store.server'
import type { ImageFormat } from './image-rules'

/*
 * Where the site's pictures are kept: resized under a random key in the image
 * store (IMAGES_DIR or the bucket's images/ prefix, see ~/storage), served at
 * /media/<key>-<width>.<format>. Unlike documents they are public: a picture
 * only ever shows what a published page shows.
 */

/** A file of an image: its key, a width it was made in, and the format. */
export const IMAGE_FILE = /^([\w-]{32})-(\d{2,4})\.(webp|avif)$/

export const imageStore = (): FileStore => fileStore('images', IMAGE_FILE)

export const imageFileName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`

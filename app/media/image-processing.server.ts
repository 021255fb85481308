import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { refuse, type Outcome } from '~/errors/outcomes'
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES, type ImageFormat } from './image-rules'

/*
 * An uploaded picture made ready for the public pages: its type decided from
 * its bytes (JPEG, PNG or WebP; an HTML or SVG file named .jpg is refused), at
 * most 10 MB, decoded by sharp (a broken file is refused too), turned upright,
 * stripped of metadata (camera, location), and resized to the widths the pages
 * ask for, each as WebP and AVIF. The original is not kept.
 */

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp'])
/** Beyond this a picture is not a photo but a trap (a decompression bomb). */
const MAX_PIXELS = 60_000_000

export interface ProcessedImage {
  width: number
  height: number
  widths: number[]
  files: { width: number; format: ImageFormat; bytes: Buffer }[]
}

export async function processImage(bytes: Uint8Array): Promise<Outcome<{ image: ProcessedImage }>> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return refuse('image_too_large', { field: 'imageFile' })
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !ACCEPTED.has(type.mime)) return refuse('image_type', { field: 'imageFile' })
  try {
    return { ok: true, image: await resizeAll(bytes) }
  } catch {
    // sharp could not decode it after all: a broken or disguised file.
    return refuse('image_type', { field: 'imageFile' })
  }
}

async function resizeAll(bytes: Uint8Array): Promise<ProcessedImage> {
  const source = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate()
  const metadata = await source.metadata()
  const { width, height } = metadata.autoOrient ?? metadata
  if (!width || !height) throw new Error('No dimensions')
  const largest = Math.min(width, IMAGE_WIDTHS.at(-1)!)
  const widths = [...new Set([...IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest])]
  const files: ProcessedImage['files'] = []
  for (const target of widths) {
    const resized = source.clone().resize({ width: target, withoutEnlargement: true })
    files.push({ width: target, format: 'webp', bytes: await resized.clone().webp({ quality: 78 }).toBuffer() })
    files.push({ width: target, format: 'avif', bytes: await resized.clone().avif({ quality: 52, effort: 2 }).toBuffer() })
  }
  return { width: largest, height: Math.round((height * largest) / width), widths, files }
}

import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { blogCategories } from '~/blog/seed/blog-categories'
import { destinations } from '~/catalogue/seed/destinations'
import { services } from '~/catalogue/seed/services'
import { blogCategoryOgImage, DEFAULT_OG_IMAGE, destinationOgImage, OG_IMAGE_SIZE, serviceOgImage } from './og-images'

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(file: string) {
  const bytes = fs.readFileSync(file)
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

it('every page with art of its own has its 1200×630 PNG in public/og (run scripts/og-images.ts after adding one)', () => {
  const paths = new Set([
    DEFAULT_OG_IMAGE,
    ...services.map(serviceOgImage),
    ...blogCategories.map((category) => blogCategoryOgImage(category.slug)),
    ...destinations.map((destination) => destinationOgImage(destination.slug)),
  ])
  for (const image of paths) {
    const file = path.join(process.cwd(), 'public', image)
    expect(fs.existsSync(file), image).toBe(true)
    expect(pngSize(file), image).toEqual(OG_IMAGE_SIZE)
  }
})

// Draws the site's raster icons from public/favicon.svg (the logo): favicon.ico, holding a 32 px
// uncompressed bitmap (a browser decodes it on the page's main thread, and a bitmap is only copied;
// app/root.tsx), and apple-touch-icon.png, 180 px on white for Apple's home screens.
//   node scripts/favicons.js
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const publicDir = path.resolve(import.meta.dirname, '../public')
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'))
/** The logo at `size` pixels: its 40-unit view box drawn at the density that makes it that wide. */
const logo = (size) => sharp(svg, { density: (72 * size) / 40 }).resize(size)

/** An ICO file of one 32×32 image: a BMP header (height doubled: colour rows, then the transparency mask), bottom-up BGRA rows, an empty mask. */
async function icoOf32() {
  const rgba = await logo(32).ensureAlpha().raw().toBuffer()
  const header = Buffer.alloc(40)
  header.writeUInt32LE(40, 0)
  header.writeInt32LE(32, 4)
  header.writeInt32LE(64, 8)
  header.writeUInt16LE(1, 12)
  header.writeUInt16LE(32, 14)
  header.writeUInt32LE(32 * 32 * 4, 20)
  const pixels = Buffer.alloc(32 * 32 * 4)
  for (let y = 0; y < 32; y++) {
    for (let x = 0; x < 32; x++) {
      const from = (y * 32 + x) * 4
      const to = ((31 - y) * 32 + x) * 4
      pixels.set([rgba[from + 2], rgba[from + 1], rgba[from], rgba[from + 3]], to)
    }
  }
  const image = Buffer.concat([header, pixels, Buffer.alloc(32 * 4)])
  const directory = Buffer.alloc(22)
  directory.writeUInt16LE(1, 2) // an icon
  directory.writeUInt16LE(1, 4) // one image
  directory.writeUInt8(32, 6)
  directory.writeUInt8(32, 7)
  directory.writeUInt16LE(1, 10) // colour planes
  directory.writeUInt16LE(32, 12) // bits per pixel
  directory.writeUInt32LE(image.length, 14)
  directory.writeUInt32LE(22, 18) // where the image starts
  return Buffer.concat([directory, image])
}

fs.writeFileSync(path.join(publicDir, 'favicon.ico'), await icoOf32())
const touchIcon = await logo(140)
  .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
  .flatten({ background: '#ffffff' })
  .png({ compressionLevel: 9, palette: true, colours: 64 })
  .toBuffer()
fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), touchIcon)

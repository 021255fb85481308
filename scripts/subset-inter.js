// `node scripts/subset-inter.js`: writes app/fonts/inter-latin.woff2, Inter (variable weight) cut by
// harfbuzz to the Unicode ranges app.css declares for it, every OpenType feature kept. Run it after
// updating @fontsource-variable/inter or changing those ranges (issue 14: page weight).
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const root = path.resolve(import.meta.dirname, '..')
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
const target = path.join(root, 'app/fonts/inter-latin.woff2')

/** The unicode-range of the @font-face in app/app.css (the same as @fontsource's latin subset). */
function declaredRanges() {
  const css = fs.readFileSync(path.join(root, 'app/app.css'), 'utf8')
  const range = /unicode-range:([^;]+);/.exec(css)?.[1]
  if (!range) throw new Error('app/app.css: no unicode-range for Inter')
  return range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(from, 16), parseInt(to, 16)]
  })
}

let text = ''
for (const [from, to] of declaredRanges()) for (let code = from; code <= to; code++) text += String.fromCodePoint(code)
const font = await subsetFont(fs.readFileSync(source), text, { targetFormat: 'woff2' })
fs.writeFileSync(target, font)
console.log(`${path.relative(root, target)}: ${font.length} bytes (from ${fs.statSync(source).size})`)

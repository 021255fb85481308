// `node scripts/pdf-fonts.js`: writes app/fonts/inter-pdf-400.ttf and inter-pdf-600.ttf, the fonts the
// quote PDF embeds (docs/decisions/039). The site's own web font (app/fonts/inter-latin.woff2) is Inter cut
// to Google's "latin" range and variable: it has no ₡, ł, ő or ș, and PDF libraries draw variable fonts at
// their default instance only. So these are Inter's static Regular and SemiBold (the full fonts of
// @expo-google-fonts/inter, development only), cut by harfbuzz to what a quote may print — Latin with its
// extensions (every European and Latin American name, Vietnamese), combining accents, Greek, Cyrillic,
// punctuation, every currency sign, № and the like — with the OpenType features a quote uses (kerning, marks, tabular figures).
// The PDF library embeds, in each file, only the glyphs that file uses. Run it after updating the package.
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const root = path.resolve(import.meta.dirname, '..')
const source = path.join(root, 'node_modules/@expo-google-fonts/inter')

/** Unicode blocks kept (inclusive ranges). */
const RANGES = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x024f], // Latin-1 Supplement, Latin Extended-A and -B
  [0x0259, 0x0259], // ə (Azerbaijani)
  [0x02b0, 0x036f], // spacing modifiers, combining diacritical marks
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x052f], // Cyrillic and its supplement
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese…)
  [0x2000, 0x206f], // General Punctuation (dashes, quotes, ellipsis, thin and narrow no-break spaces)
  [0x20a0, 0x20c0], // Currency Symbols
  [0x2100, 0x214f], // Letterlike Symbols (№, ™)
  [0x2190, 0x2199], // arrows
  [0x2212, 0x2212], // minus sign
  [0x2248, 0x2248], // ≈
  [0x2260, 0x2265], // ≠ ≤ ≥
  [0xfffd, 0xfffd], // replacement character
]

/** The OpenType features the PDF uses (composition, marks, kerning, ligatures, tabular figures); the other alternates are dropped. */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'tnum']

let text = ''
for (const [from, to] of RANGES) for (let code = from; code <= to; code++) text += String.fromCodePoint(code)

for (const [weight, name] of [
  ['400', '400Regular/Inter_400Regular.ttf'],
  ['600', '600SemiBold/Inter_600SemiBold.ttf'],
]) {
  const target = path.join(root, `app/fonts/inter-pdf-${weight}.ttf`)
  const font = await subsetFont(fs.readFileSync(path.join(source, name)), text, { targetFormat: 'truetype', keepFeatures: FEATURES })
  fs.writeFileSync(target, font)
  console.log(`${path.relative(root, target)}: ${font.length} bytes`)
}

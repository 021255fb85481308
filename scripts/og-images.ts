// Draws the Open Graph images (1200×630 PNG) from the site's own art, in
// Chromium, into public/og/. Run after changing the art or adding a service,
// blog category or destination (a unit test fails until you do):
//   npm run build && npx tsx scripts/og-images.ts
// The built stylesheet gives the art its real colours; icons come from the same
// Iconify data as the icon files; maps from the same code as the destination pages.
import fs from 'node:fs'
import os from 'node:os'
import { createRequire } from 'node:module'
import path from 'node:path'
import { getIconData, iconToSVG } from '@iconify/utils'
import { chromium } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { locatorMapSvg } from '../app/catalogue/locator-map-svg.server'
import { blogCategories } from '../app/blog/seed/blog-categories'
import { destinations } from '../app/catalogue/seed/destinations'
import { services } from '../app/catalogue/seed/services'
import { blogCategoryOgImage, DEFAULT_OG_IMAGE, destinationOgImage, OG_IMAGE_SIZE, serviceOgImage } from '../app/seo/og-images'
import { HeroIllustration } from '../app/ui/illustrations/hero-illustration'

const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, '..')
const assets = path.join(root, 'build/client/assets')
const cssFile = fs.readdirSync(assets).find((file) => /^app-.*\.css$/.test(file))
if (!cssFile) throw new Error('og-images: run `npm run build` first (the art needs the built stylesheet)')
// Fonts are referenced from the site's root; here they are read from the build folder.
const css = fs.readFileSync(path.join(assets, cssFile), 'utf8').replaceAll('url(/assets/', `url(file://${assets}/`)

function icon(fullName: string, size: number) {
  const [prefix, name] = fullName.split(':') as [string, string]
  const data = getIconData(require(`@iconify-json/${prefix}/icons.json`), name)
  if (!data) throw new Error(`og-images: unknown icon ${fullName}`)
  const { attributes, body } = iconToSVG(data)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${attributes.viewBox}" width="${size}" height="${size}">${body}</svg>`
}

/** The brand mark in a corner of every card: the eye logo and the name (never translated). */
// Only classes the site uses exist in its stylesheet: card-sized measures are inline styles.
const brandMark = `<div class="flex items-center gap-3 font-bold text-ink" style="font-size:44px">
  <span class="text-primary-700">${icon('lucide:eye', 52)}</span>Claravia</div>`
const brand = `<div class="absolute" style="bottom:40px;left:48px">${brandMark}</div>`

/** Same gradients and rings as ServiceArt and PostArt, at card size. */
function artCard(tone: string, iconName: string) {
  return `<div class="relative overflow-hidden bg-gradient-to-br ${tone}" style="width:100%;height:100%">
    <div class="absolute rounded-full border-current opacity-10" style="top:-160px;right:-128px;width:720px;height:720px;border-width:40px"></div>
    <div class="absolute rounded-full border-current opacity-10" style="bottom:-256px;left:-160px;width:620px;height:620px;border-width:32px"></div>
    <div class="absolute inset-0 grid place-items-center">
      <span class="grid place-items-center shadow-sm" style="width:256px;height:256px;border-radius:64px;background:rgb(255 255 255 / 0.8)">${icon(iconName, 128)}</span>
    </div>
    ${brand}
  </div>`
}

const serviceTone = {
  eye: 'from-foam via-primary-100 to-calm-aqua/60 text-primary-700',
  other: 'from-gallery via-sky-100 to-sage-blue/40 text-sage-blue',
} as const
// Kept in step with app/blog/ui/post-art.tsx.
const blogStyles: Record<string, { icon: string; tone: string }> = {
  'eye-health': { icon: 'lucide:eye', tone: 'from-foam to-calm-aqua/70 text-primary-700' },
  'refractive-surgery': { icon: 'lucide:scan-eye', tone: 'from-primary-100 to-pacific-blue/40 text-pacific-blue' },
  'medical-travel': { icon: 'lucide:plane', tone: 'from-gallery to-sage-blue/50 text-sage-blue' },
  'patient-stories': { icon: 'lucide:heart', tone: 'from-amber-50 to-warning/40 text-amber-700' },
  'technology-and-research': { icon: 'lucide:microscope', tone: 'from-sky-50 to-still-gray/50 text-tuna' },
}

const cards = new Map<string, string>()
cards.set(
  DEFAULT_OG_IMAGE,
  `<div class="relative flex items-center justify-center bg-gradient-to-br from-foam via-primary-100 to-calm-aqua/60" style="gap:64px;width:100%;height:100%">
    <div style="width:520px">${renderToStaticMarkup(createElement(HeroIllustration, { title: 'Claravia', className: 'w-full' }))}</div>
    <div class="flex items-center gap-3 font-bold text-ink" style="font-size:80px"><span class="text-primary-700">${icon('lucide:eye', 88)}</span>Claravia</div>
  </div>`,
)
for (const service of services) cards.set(serviceOgImage(service), artCard(serviceTone[service.category], service.icon))
for (const category of blogCategories) {
  const style = blogStyles[category.slug] ?? { icon: 'lucide:newspaper', tone: 'from-gallery to-still-gray/40 text-tuna' }
  cards.set(blogCategoryOgImage(category.slug), artCard(style.tone, style.icon))
}
for (const destination of destinations) {
  const map = locatorMapSvg(destination, 'large').replace('<svg ', '<svg preserveAspectRatio="xMidYMid slice" style="width:100%;height:100%" ')
  cards.set(
    destinationOgImage(destination.slug),
    `<div class="relative" style="width:100%;height:100%">${map}<div class="absolute rounded-2xl" style="bottom:32px;left:32px;padding:12px 24px;background:rgb(255 255 255 / 0.88)">${brandMark}</div></div>`,
  )
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: OG_IMAGE_SIZE, colorScheme: 'light' })
fs.mkdirSync(path.join(root, 'public/og'), { recursive: true })
const pageFile = path.join(os.tmpdir(), `claravia-og-${process.pid}.html`)
for (const [file, body] of cards) {
  // A file page (not about:blank) may load the fonts from the build folder.
  fs.writeFileSync(
    pageFile,
    `<!doctype html><html class="light"><head><style>${css}</style><style>html,body{margin:0;width:${OG_IMAGE_SIZE.width}px;height:${OG_IMAGE_SIZE.height}px;overflow:hidden}</style></head><body>${body}</body></html>`,
  )
  await page.goto(`file://${pageFile}`)
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: path.join(root, 'public', file), type: 'png' })
  console.log(file)
}
await browser.close()
fs.rmSync(pageFile)

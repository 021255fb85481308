import { expect, test, type Page } from '@playwright/test'
import { DEMO, signIn } from './accounts'
import { inLocale, locales } from './fixtures'

/*
 * Every drawn or raster image keeps the shape it was made for. Art with
 * numeric width/height attributes (portraits, illustrations, post art, maps)
 * must render at that aspect ratio and not shrink to a sliver: a flex row once
 * squeezed the 96×96 team portraits to 10–19 px wide.
 */
const staticPages = [
  '/',
  '/medical-services',
  '/destinations',
  '/blog',
  '/faqs',
  '/contact-us',
  '/newsletter',
  '/our-company',
  '/privacy-policies',
  '/terms-and-conditions',
  '/modals',
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/no-such-page',
]
/** Detail templates: the first link of each list page leads to one. */
const detailTemplates = [
  { list: '/medical-services', detail: '/medical-services/' },
  { list: '/destinations', detail: '/destinations/' },
  { list: '/blog', detail: '/blog/' },
]
const widths = [375, 1280]
/** Tolerated rounding between intended and rendered ratio. */
const ratioTolerance = 0.03
/** Below this many CSS pixels on its shorter side, art is no longer legible. */
const smallestSide = 16

type Misshapen = { what: string; intended: string; rendered: string }

async function misshapenImages(page: Page): Promise<Misshapen[]> {
  return page.evaluate(
    ({ ratioTolerance, smallestSide }) => {
      const numeric = (value: string | null) => (value && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : null)
      const found: Misshapen[] = []
      // Top-level <svg> only: nested ones are parts of a drawing, not art of their own.
      const elements = [...document.querySelectorAll<HTMLElement | SVGSVGElement>('img, svg')].filter(
        (element) => !(element.tagName.toLowerCase() === 'svg' && element.parentElement?.closest('svg')),
      )
      for (const element of elements) {
        const width = numeric(element.getAttribute('width'))
        const height = numeric(element.getAttribute('height'))
        if (!width || !height) continue
        const box = element.getBoundingClientRect()
        // Not shown at this width (a menu closed, a desktop-only figure): nothing to judge.
        if (box.width === 0 && box.height === 0) continue
        const ratio = box.width / box.height
        const intended = width / height
        const tooSmall = Math.min(box.width, box.height) < Math.min(smallestSide, width, height)
        if (Math.abs(ratio / intended - 1) > ratioTolerance || tooSmall) {
          found.push({
            what: element.outerHTML.slice(0, 120),
            intended: `${width}×${height}`,
            rendered: `${box.width.toFixed(1)}×${box.height.toFixed(1)}`,
          })
        }
      }
      return found
    },
    { ratioTolerance, smallestSide },
  )
}

for (const { code, prefix } of locales) {
  for (const width of widths) {
    test(`every image keeps its shape in ${code} at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height: 900 })
      const urls = staticPages.map((path) => inLocale(path, prefix))
      for (const { list, detail } of detailTemplates) {
        await page.goto(inLocale(list, prefix))
        const href = await page.locator(`main a[href^="${prefix}${detail}"]`).first().getAttribute('href')
        expect(href, `a link to a ${detail} page on ${list}`).toBeTruthy()
        urls.push(href!)
      }
      const problems: Record<string, Misshapen[]> = {}
      for (const url of urls) {
        await page.goto(url)
        const found = await misshapenImages(page)
        if (found.length > 0) problems[url] = found
      }
      expect(problems).toEqual({})
    })
  }
}

test('every image in the signed-in area keeps its shape, in both languages at 375 and 1280 px', async ({ page }) => {
  test.setTimeout(180_000)
  // One sign-in for all variants: the demo account's sign-ins are rate limited.
  await signIn(page, DEMO.email, DEMO.password)
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'))
  const problems: Record<string, Misshapen[]> = {}
  for (const { prefix } of locales) {
    await page.goto(`${prefix}/account`)
    const treatment = await page.locator(`main a[href^="${prefix}/account/treatments/"]`).first().getAttribute('href')
    expect(treatment, 'a treatment of the demo patient').toBeTruthy()
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      for (const url of [`${prefix}/account`, treatment!, `${prefix}/appointments/new?service=lasik`]) {
        await page.goto(url)
        const found = await misshapenImages(page)
        if (found.length > 0) problems[`${url} at ${width}`] = found
      }
    }
  }
  expect(problems).toEqual({})
})

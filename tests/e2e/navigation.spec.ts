import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './fixtures'

/** Client-side navigation through the router, as a link click would do. */
async function navigate(page: Page, to: string) {
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter
    router.navigate(path)
  }, to)
}

test.describe('link prefetch', () => {
  test('prefetches the next page on hover', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).hover()
    await expect(page.locator('link[rel=prefetch][href*="blog"]')).not.toHaveCount(0)
  })

  for (const [label, connection] of [
    ['save-data', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`does not prefetch on a ${label} connection`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {
          value: { ...value, addEventListener() {}, removeEventListener() {} },
        })
      }, connection)
      await page.goto('/')
      await waitForHydration(page)
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).hover()
      await page.waitForTimeout(300)
      await expect(page.locator('link[rel=prefetch]')).toHaveCount(0)
    })
  }
})

test('scrolls to the top on navigation and to the hash target when there is one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto('/modals')
  await waitForHydration(page)
  await page.mouse.wheel(0, 2000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Claravia home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await navigate(page, '/#highlights')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
})

test('lower parts are laid out near the screen, and back or a reload returns to the same place on the page', async ({ page }) => {
  const screen = { width: 412, height: 823 }
  await page.setViewportSize(screen)
  await page.goto('/')
  await waitForHydration(page)
  // At the top, the footer's content is not laid out yet (render-when-near, app.css).
  const footerLaidOut = () => page.evaluate(() => document.querySelector('footer > *')!.checkVisibility({ contentVisibilityAuto: true }))
  expect(await footerLaidOut()).toBe(false)

  // A person scrolls down to the blog teaser (each part renders as it comes near) and opens an article.
  const article = page.locator('section[aria-labelledby="blog-teaser-title"] a[href^="/blog/"]').first()
  const place = () =>
    page.evaluate(() => {
      const heading = document.getElementById('certificates-title')
      return heading && { y: Math.round(scrollY), heading: Math.round(heading.getBoundingClientRect().top) }
    })
  const inView = async () => {
    const box = await article.boundingBox()
    return box !== null && box.y >= 0 && box.y + box.height <= screen.height
  }
  for (let step = 0; step < 40 && !(await inView()); step++) await page.mouse.wheel(0, 400)
  await article.scrollIntoViewIfNeeded() // a wheel's scroll may land after the check: the card is on screen either way
  // Parts above grow to their real height as they render; the browser keeps what is on screen in place.
  let last = ''
  await expect
    .poll(async () => {
      const now = JSON.stringify(await place())
      const settled = now === last
      last = now
      return settled
    })
    .toBe(true)
  const before = await place()
  expect(before?.y).toBeGreaterThan(3000)
  await article.click()
  await expect(page).toHaveURL(/\/blog\/[\w-]+$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // Back: React Router scrolls to the same pixel offset, and the same heading is where it was.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(place).toEqual(before)
  // A reload too, on the page as the server sends it.
  await page.reload()
  await expect.poll(place).toEqual(before)
  expect(await footerLaidOut()).toBe(true)
})

test('a route module that fails to load reloads the target page, at most once per 10 seconds', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await waitForHydration(page)
  let blocked = 0
  await page.route(/\/assets\/modals-[\w-]+\.js$/, async (route) => {
    if (blocked++ === 0) return route.fulfill({ status: 404, body: 'gone' })
    return route.continue()
  })
  const reloaded = page.waitForEvent('load')
  await navigate(page, '/modals')
  await reloaded
  await expect(page).toHaveURL(/\/modals$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dialogs')

  // Fails again right away: no second reload within 10 s, a message instead.
  await page.goto('/')
  await waitForHydration(page)
  await page.route(/\/assets\/modals-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }))
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
  await navigate(page, '/modals')
  await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
})

test('after an hourly check finds a newer build, the next navigation is a full page load', async ({ page }) => {
  await page.clock.install()
  await page.route('**/_build/latest.json', (route) => route.fulfill({ json: { version: 'a-newer-build' } }))
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
  const check = page.waitForRequest('**/_build/latest.json')
  await page.clock.runFor(60 * 60 * 1000)
  await check
  const loaded = page.waitForEvent('load')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQs' }).click()
  await loaded
  await expect(page).toHaveURL(/\/faqs$/)
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined()
})

test('the page paints whole before its scripts are requested, then hydrates', async ({ page, request }) => {
  const html = await (await request.get('/medical-services/lasik')).text()
  expect(html).not.toContain('<link rel="modulepreload"')
  // Its first paint waits until the page's end is parsed: one layout of the whole page, none after the paint.
  expect(html).toContain('<link rel="expect" href="#page-end" blocking="render"/>')
  expect(html.indexOf('id="page-end"')).toBeGreaterThan(html.indexOf('</footer>'))
  // After the paint, a worker loads the page language's formatting data off the main thread (i18n/intl-warm-worker.ts).
  const worker = page.waitForEvent('worker')
  await page.goto('/medical-services/lasik')
  expect((await worker).url()).toMatch(/\/assets\/intl-warm-worker-[\w-]+\.js$/)
  await waitForHydration(page)
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }))
  expect(paint).toBeGreaterThan(0)
  expect(scripts.length).toBeGreaterThan(3)
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!)
})

test('the build endpoint reports the running build', async ({ page, request }) => {
  await page.goto('/')
  // The scripts, the route manifest with them, arrive after the first paint.
  const manifest = await page.waitForFunction(() => (window as unknown as { __reactRouterManifest?: { version: string } }).__reactRouterManifest)
  const current = await manifest.evaluate((loaded) => loaded!.version)
  const response = await request.get('/_build/latest.json')
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toEqual({ version: current })
})

test('the page waits for its catalogue file to hydrate, and a page of another area fetches its own first', async ({ page }) => {
  // The catalogue cannot be loaded: the page stays as the server wrote it, readable, and hydrates once it can.
  await page.route('**/_catalogue/**', (route) => route.abort('internetdisconnected'))
  await page.goto('/medical-services/lasik')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LASIK')
  // The scripts arrive after the first paint: once they are here, a touch does not hydrate the page.
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  await page.keyboard.press('Shift')
  await page.waitForTimeout(500)
  await expect(page.locator('#chat-widget form')).not.toHaveAttribute('novalidate', '')
  await page.unroute('**/_catalogue/**')
  await waitForHydration(page)

  const fetched: string[] = []
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url())
    if (pathname.includes('/_catalogue/') || pathname.endsWith('.data')) fetched.push(`${pathname}${search}`)
  })
  await page.getByRole('link', { name: 'Book a preoperative assessment' }).first().click()
  await expect(page).toHaveURL(/\/appointments\/new\?service=lasik$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a preoperative assessment')
  expect(fetched.some((path) => /^\/_catalogue\/en-patient\.[\w-]{12}\.json$/.test(path))).toBe(true)
  // The page's data still comes in one request: a root clientLoader would have the root's fetched apart
  // (`?_routes=root`), each answer setting its own CSRF cookie.
  expect(fetched.filter((path) => path.includes('.data')).length).toBeGreaterThan(0)
  expect(fetched.filter((path) => path.includes('_routes='))).toEqual([])
})

import { expect, test, type Locator, type Page } from '@playwright/test'
import { HYDRATED_MARK } from '../../app/navigation/hydrated-mark'

/*
 * Parts of a page below the first screen hydrate when they come near it
 * (app/ui/hydrate-when-seen.tsx, docs/decisions/043): the header's controls
 * answer a first tap as soon as the page's shell is hydrated, while the lower
 * sections and the footer are still the server's HTML; and a tap inside such a
 * part is answered too, by React hydrating that part on the spot.
 */

/** Whether React has hydrated `element` (it keeps its fiber on the element). */
const isHydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))

/** Resolves once React has hydrated the page's shell (root.tsx marks it). */
const shellHydrated = (page: Page) => page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK)

const cases = [
  { path: '/', menu: 'Menu', dark: 'Dark', company: 'Our company', companyPath: '/our-company' },
  { path: '/es', menu: 'Menú', dark: 'Oscuro', company: 'Nuestra empresa', companyPath: '/es/our-company' },
]

for (const { path, menu, dark, company, companyPath } of cases) {
  test(`${path}: a first tap on the header works while the footer is still server HTML, and a tap in the footer is answered`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    await shellHydrated(page)
    const footerLink = page.locator('footer').getByRole('link', { name: company })
    expect(await isHydrated(page.getByRole('button', { name: menu }))).toBe(true)
    expect(await isHydrated(footerLink)).toBe(false)

    // The first tap: the colour mode, in the phone menu (a native popover), is React's to handle.
    await page.getByRole('button', { name: menu }).click()
    await page.locator('#site-menu').getByTitle(dark).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await isHydrated(footerLink)).toBe(false)
    await page.keyboard.press('Escape')

    // A tap inside a part not hydrated yet: the link leads on inside the page, not by loading a new one.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await footerLink.click()
    await expect(page).toHaveURL(companyPath)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true)
  })
}

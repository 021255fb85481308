import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, inLocale, locales, waitForHydration } from './fixtures'

/*
 * The public profiles of clinics and specialists (issue 31): reached from a
 * treatment page, each in both languages, with its structured data, its
 * alternates in the other language, and no accessibility violation in light
 * or dark mode.
 */

type JsonLdBlock = Record<string, unknown> & { '@type': string }

async function jsonLdOfType(page: Page, type: string): Promise<JsonLdBlock> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((block) => JSON.parse(block) as JsonLdBlock)
  const found = blocks.find((block) => block['@type'] === type)
  expect(found, `JSON-LD ${type}`).toBeDefined()
  return found!
}

/** The rating in structured data only when published: an average needs at least three reviews. */
function expectHonestRating(data: JsonLdBlock) {
  const rating = data.aggregateRating as { ratingValue: number; reviewCount: number } | undefined
  if (rating) {
    expect(rating.reviewCount).toBeGreaterThanOrEqual(3)
    expect(rating.ratingValue).toBeGreaterThanOrEqual(1)
    expect(rating.ratingValue).toBeLessThanOrEqual(5)
  }
}

/** The page in the other language, through its hreflang alternate (a slug of the other language answers 301 to its own). */
async function expectAlternate(page: Page, otherLocale: 'en' | 'es') {
  const href = await page.locator(`link[rel="alternate"][hreflang="${otherLocale}"]`).getAttribute('href')
  expect(href).toBeTruthy()
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  const path = new URL(response.url()).pathname
  expect(path.startsWith('/es/')).toBe(otherLocale === 'es')
  return path
}

async function expectAccessibleInBothModes(page: Page) {
  await waitForHydration(page)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoAxeViolations(page)
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

for (const { code, prefix } of locales) {
  const other = code === 'en' ? 'es' : 'en'

  test(`from a treatment to a specialist, then their clinic (${code})`, async ({ page }) => {
    await page.goto(inLocale('/medical-services/lasik', prefix))
    const specialistLink = page.locator('#specialists a[href*="/specialists/"]').first()
    const specialistName = (await specialistLink.textContent())!.trim()
    await specialistLink.click()
    await page.waitForURL(new RegExp(`^[^?#]*${prefix}/specialists/[a-z0-9-]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(specialistName)

    const physician = await jsonLdOfType(page, 'Physician')
    expect(physician.name).toBe(specialistName)
    expect(physician.url).toBe(page.url())
    expectHonestRating(physician)
    expect(await expectAlternate(page, other)).toMatch(/\/specialists\/[a-z0-9-]+$/)
    // Each treatment performed links to its page and to booking it.
    await expect(page.locator('#treatments a[href*="/medical-services/"]').first()).toBeVisible()
    await expect(page.locator('#treatments a[href*="/appointments/new?service="]').first()).toHaveAttribute('href', /&clinic=[a-z0-9-]+$/)
    await expectAccessibleInBothModes(page)

    const clinicLink = page.locator('aside a[href*="/clinics/"]')
    const clinicName = (await clinicLink.textContent())!.trim()
    await clinicLink.click()
    await page.waitForURL(new RegExp(`^[^?#]*${prefix}/clinics/[a-z0-9-]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clinicName)

    const clinic = await jsonLdOfType(page, 'MedicalClinic')
    expect(clinic.url).toBe(page.url())
    expect(clinic.address).toMatchObject({ '@type': 'PostalAddress' })
    expect(clinic.geo).toMatchObject({ '@type': 'GeoCoordinates' })
    expect((clinic.availableService as unknown[]).length).toBeGreaterThan(0)
    expectHonestRating(clinic)
    expect(await expectAlternate(page, other)).toMatch(/\/clinics\/[a-z0-9-]+$/)

    // The specialist is among the clinic's, linking back.
    await expect(page.locator('#specialists').getByRole('link', { name: specialistName })).toBeVisible()
    // The next free assessment hour books that hour; or the page says plainly there is none.
    const bookHour = page.locator('aside a[href*="/appointments/new?"][href*="date="]')
    const none = page.getByText(code === 'en' ? /No free assessment hour in the next/ : /No hay horas libres para una valoración/)
    await expect(bookHour.or(none)).toBeVisible()
    await expect(page.locator('aside a[href*="/quotes/new?destination="]')).toBeVisible()
    await expectAccessibleInBothModes(page)
  })

  test(`a destination's clinics link to their pages (${code})`, async ({ page }) => {
    await page.goto(inLocale('/destinations/bogota', prefix))
    const clinicLink = page.locator('#clinics a[href*="/clinics/"]').first()
    const clinicName = (await clinicLink.textContent())!.trim()
    await clinicLink.click()
    await page.waitForURL(new RegExp(`^[^?#]*${prefix}/clinics/[a-z0-9-]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clinicName)
  })

  test(`the index of partner clinics lists them by destination, each linking to its page (${code})`, async ({ page }) => {
    await page.goto(inLocale('/clinics', prefix))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(code === 'en' ? 'Partner clinics' : 'Clínicas aliadas')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    const clinicLink = page.locator('main a[href*="/clinics/"]').first()
    const clinicName = (await clinicLink.textContent())!.trim()
    await expectAccessibleInBothModes(page)
    await clinicLink.click()
    await page.waitForURL(new RegExp(`^[^?#]*${prefix}/clinics/[a-z0-9-]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clinicName)
  })

  test(`unknown profiles are the ordinary 404 (${code})`, async ({ page }) => {
    for (const path of ['/clinics/no-such-clinic', '/specialists/no-such-person']) {
      const response = await page.goto(inLocale(path, prefix))
      expect(response?.status()).toBe(404)
      await expect(page.getByTestId('error-detail')).toContainText(inLocale(path, prefix))
    }
  })
}

test('the sitemap lists clinic and specialist pages in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/clinics/', '/es/clinics/', '/specialists/', '/es/specialists/']) expect(sitemap).toContain(path)
})

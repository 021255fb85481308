import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * Search in the words patients use (issue 31), typed as a patient types them
 * on the English and the Spanish site: plural for singular ("cataratas
 * madrid"), a condition for its treatments ("miopía"), accents ("lásik"), the
 * other language's word ("cataract" on /es); the same with JavaScript off (a
 * GET form); and a coordinator's new synonym, found once published.
 */

const cardTitles = (page: Page) => page.locator('main article :is(h2, h3)')

/**
 * Types a query into the list's search box (live search) and waits for the URL to carry it, then for the result
 * count to name it: the router changes the URL before React renders the new list, so the URL alone may show the
 * last query's cards.
 */
async function typeSearch(page: Page, query: string) {
  await page.getByRole('searchbox').fill(query)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}(&|$)`))
  await expect(page.getByRole('status').filter({ hasText: query })).toBeVisible()
}

const sites = [
  {
    prefix: '',
    cataract: 'Cataract surgery with premium lenses',
    laser: ['LASIK', 'PRK (surface laser)', 'SMILE laser eye surgery'],
    otherLanguage: 'catarata',
  },
  {
    prefix: '/es',
    cataract: 'Cirugía de catarata con lentes premium',
    laser: ['LASIK', 'PRK (láser de superficie)', 'Cirugía láser SMILE'],
    otherLanguage: 'cataract',
  },
]

for (const site of sites) {
  test(`typing patients' words finds the treatments (${site.prefix || '/'})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(`${site.prefix}/medical-services`)
    await waitForHydration(page)
    const titles = cardTitles(page)

    await typeSearch(page, 'cataratas madrid')
    await expect(titles.first()).toHaveText(site.cataract)

    await typeSearch(page, 'miopía')
    await expect(titles.first()).toBeVisible()
    const found = await titles.allTextContents()
    for (const laser of site.laser) expect(found, laser).toContain(laser)
    expect(found).not.toContain(site.cataract)

    await typeSearch(page, 'lásik')
    await expect(titles.first()).toHaveText('LASIK')
    await typeSearch(page, site.otherLanguage)
    await expect(titles.first()).toHaveText(site.cataract)
    await typeSearch(page, 'cataracts')
    await expect(titles.first()).toHaveText(site.cataract)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expectNoAxeViolations(page)
    }

    await page.goto(`${site.prefix}/destinations`)
    await waitForHydration(page)
    await typeSearch(page, 'cataratas madrid')
    await expect(titles).toHaveText(['Madrid'])
  })
}

test('without JavaScript the search form finds the same, in both languages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto('/es/medical-services')
    await page.getByRole('searchbox').fill('cataratas madrid')
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/\/es\/medical-services\?q=cataratas(\+|%20)madrid$/)
    await expect(cardTitles(page).first()).toHaveText('Cirugía de catarata con lentes premium')

    await page.goto('/medical-services')
    await page.getByRole('searchbox').fill('Miopia')
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/medical-services\?q=Miopia$/)
    const found = await cardTitles(page).allTextContents()
    expect(found).toEqual(expect.arrayContaining(['LASIK', 'PRK (surface laser)', 'SMILE laser eye surgery']))
  } finally {
    await context.close()
  }
})

test('a coordinator adds a word patients use; search finds it once the group is published', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const visitor = await browser.newPage()
  await visitor.goto('/medical-services?q=eye+zapping')
  await expect(visitor.getByText('Oops! No results found for your search.')).toBeVisible()

  await signedInStaff(page, 'coordinator')
  await page.goto('/admin/content/search_synonym')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Search synonyms')
  await page.getByRole('link', { name: 'New Search synonym group' }).click()
  await waitForConsoleHydration(page)
  await page.getByLabel('Name — English').fill('Laser slang')
  await page.getByLabel('Name — Spanish').fill('Jerga del láser')
  await page.getByLabel('Words patients use — English').fill('eye zapping')
  await page.getByLabel('Words patients use — Spanish').fill('rayito en los ojos')
  await page.getByLabel('Also finds').fill('LASIK')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByText('Published: the public site shows it now.')).toBeVisible()

  await visitor.goto('/medical-services?q=eye+zapping')
  await expect(cardTitles(visitor).first()).toHaveText('LASIK')
  await visitor.goto('/es/medical-services?q=rayitos+en+los+ojos')
  await expect(cardTitles(visitor).first()).toHaveText('LASIK')
  await visitor.close()
})

import { expect, test, type Page } from '@playwright/test'
import { axeInLightAndDark, waitForHydration } from './fixtures'

/*
 * Filters on the treatments and destinations lists (issue 31): combined with
 * the search, all in the URL, a plain GET form (with and without
 * JavaScript), the count announced, a way to clear them; both languages;
 * axe light and dark.
 */

const cardTitles = (page: Page) => page.locator('main article :is(h2, h3)')

async function axeLightAndDark(page: Page) {
  await waitForHydration(page)
  await axeInLightAndDark(page)
}

test('treatments: search then filter by destination and recovery; the search keeps the filters; reload; clear; axe', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/medical-services?q=laser')
  const all = await cardTitles(page).count()
  const filters = page.getByRole('form', { name: 'Filter the list' })
  await filters.getByLabel('Destination').selectOption({ label: 'Bogotá, Colombia' })
  await filters.getByLabel('Recovery time').selectOption({ label: 'Up to a week' })
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/\?q=laser&destination=bogota&price=&recovery=week&category=$/)
  await expect(cardTitles(page).filter({ hasText: 'LASIK' })).toHaveCount(1)
  const filtered = await cardTitles(page).count()
  expect(filtered).toBeLessThanOrEqual(all)
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^${filtered} results? for “laser”$`))
  await page.reload()
  await expect(filters.getByLabel('Destination')).toHaveValue('bogota')
  await expect(cardTitles(page)).toHaveCount(filtered)
  await axeLightAndDark(page)

  // A new search keeps the filters.
  await page.getByRole('searchbox').fill('lasik')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]q=lasik(&|$)/)
  await expect(page).toHaveURL(/destination=bogota/)
  await expect(page).toHaveURL(/recovery=week/)

  // Clearing the filters keeps the search.
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/medical-services\?q=lasik$/)
  await expect(filters.getByLabel('Destination')).toHaveValue('')

  // Filters alone announce their count; nothing left says what the spec says.
  await page.goto('/medical-services?category=other')
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? with these filters$/)
  await page.goto('/medical-services?q=zzzzqqq&category=eye')
  await expect(page.getByText('Oops! No results found for your search.')).toBeVisible()
  // An odd value is ignored, never an error page.
  const odd = await page.goto('/medical-services?price=%00&recovery=forever&destination=%3Cb%3E')
  expect(odd?.status()).toBe(200)
  expect(await cardTitles(page).count()).toBeGreaterThanOrEqual(12)
})

test('destinations in Spanish: by country and by a treatment, with the search; reload; axe', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/es/destinations')
  const filters = page.getByRole('form', { name: 'Filtra la lista' })
  await filters.getByLabel('País').selectOption({ label: 'Colombia' })
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page).toHaveURL(/\/es\/destinations\?country=co&treatment=$/)
  // The count shows once the filtered page is there (the URL changes as it starts to arrive).
  const count = page.getByRole('status')
  await expect(count).toHaveText(/^\d+ resultados? con estos filtros$/)
  const titles = cardTitles(page)
  const colombia = await titles.allTextContents()
  expect(colombia).toContain('Bogotá')
  expect(colombia).not.toContain('Madrid')
  await expect(count).toHaveText(new RegExp(`^${colombia.length} resultados? con estos filtros$`))
  await page.reload()
  await expect(titles).toHaveCount(colombia.length)
  await axeLightAndDark(page)

  await page.getByRole('searchbox').fill('medellin')
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/country=co/)
  // The best match first; every result still in Colombia.
  await expect(titles.first()).toHaveText('Medellín')
  for (const title of await titles.allTextContents()) expect(colombia).toContain(title)
  await page.goto('/es/destinations?q=zzzzqqq&country=co')
  await expect(page.getByText('¡Ups! No encontramos resultados para tu búsqueda.')).toBeVisible()
})

test('without JavaScript, in both languages: the filter form submits, the choice shows after reload, clear filters', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto('/es/medical-services')
    const filters = page.getByRole('form', { name: 'Filtra la lista' })
    await filters.getByLabel('Categoría').selectOption({ label: 'Otros tratamientos' })
    await filters.getByLabel('Tiempo de recuperación').selectOption({ label: 'Más de una semana' })
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click()
    await expect(page).toHaveURL(/recovery=longer&category=other$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Salud visual' })).toHaveCount(0)
    const count = await cardTitles(page).count()
    expect(count).toBeGreaterThan(0)
    await page.reload()
    await expect(filters.getByLabel('Categoría')).toHaveValue('other')
    await page.getByRole('link', { name: 'Quitar filtros' }).click()
    await expect(page).toHaveURL(/\/es\/medical-services$/)

    await page.goto('/destinations?q=bogota')
    const english = page.getByRole('form', { name: 'Filter the list' })
    await english.getByLabel('Treatment').selectOption({ label: 'LASIK' })
    await english.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/\?q=bogota&country=&treatment=lasik$/)
    await expect(cardTitles(page)).toHaveText(['Bogotá'])
  } finally {
    await context.close()
  }
})

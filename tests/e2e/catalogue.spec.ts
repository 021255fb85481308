import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './fixtures'

test.describe('medical services', () => {
  test('the list shows the treatments with prices, in both languages', async ({ page }) => {
    await page.goto('/medical-services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical services')
    await expect(page.getByRole('link', { name: 'LASIK', exact: false }).first()).toBeVisible()
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(12)
    await waitForHydration(page)
    await expectNoAxeViolations(page)

    await page.goto('/es/medical-services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicios médicos')
    await expect(page.getByRole('heading', { name: 'Salud visual' })).toBeVisible()
  })

  test('search is accent- and case-insensitive, matches prefixes and lives in the URL', async ({ page }) => {
    await page.goto('/es/medical-services?q=cirugia')
    const titles = page.locator('main article h3')
    await expect(titles.first()).toBeVisible()
    expect(await titles.count()).toBeGreaterThan(0)
    await expect(page.getByRole('status').filter({ hasText: 'cirugia' })).toBeVisible()

    await page.goto('/medical-services?q=lasi')
    await expect(titles.first()).toContainText('LASIK')

    // A patient's query: the treatment and the city, unaccented, in either language.
    await page.goto('/medical-services?q=lasik+bogota')
    await expect(titles.first()).toContainText('LASIK')
    await page.goto('/es/medical-services?q=lasik+bogota')
    await expect(titles.first()).toContainText('LASIK')

    await page.goto('/medical-services?q=zzzzqqq')
    await expect(page.getByText('Oops! No results found for your search.')).toBeVisible()
    await page.goto('/es/medical-services?q=zzzzqqq')
    await expect(page.getByText('¡Ups! No encontramos resultados para tu búsqueda.')).toBeVisible()
  })

  test('typing searches live and updates the URL', async ({ page }) => {
    await page.goto('/medical-services')
    await waitForHydration(page)
    await page.getByRole('searchbox').fill('catar')
    await expect(page).toHaveURL(/\?q=catar$/)
    await expect(page.locator('main article h3').first()).toContainText(/cataract/i)
  })

  test('a detail page has every section and the assessment button', async ({ page }) => {
    await page.goto('/medical-services/lasik')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('LASIK')
    for (const section of ['About the treatment', 'Requirements', 'Results', 'Procedure', 'Specialists', 'Where you can have it']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Book a preoperative assessment' })).toHaveAttribute('href', '/appointments/new?service=lasik')
    // Prices say which dollars: never a bare "$" (i18n/money.ts).
    await expect(page.getByText('US$1,500 – US$3,000').first()).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    await page.goto('/es/medical-services/lasik')
    await expect(page.getByRole('heading', { level: 2, name: 'Sobre el tratamiento' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Reservar una valoración preoperatoria' })).toHaveAttribute(
      'href',
      '/es/appointments/new?service=lasik',
    )
    await expect(page.getByText(/^1500\sUS\$ – 3000\sUS\$$/).first()).toBeVisible()
  })

  test('unknown and malformed slugs are 404s', async ({ page }) => {
    const unknown = await page.goto('/medical-services/no-such-treatment')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByTestId('error-detail')).toHaveText('Page not found: /medical-services/no-such-treatment')
    const malformed = await page.goto('/es/medical-services/Bad_Slug!')
    expect(malformed?.status()).toBe(404)
    await expect(page.getByTestId('error-detail')).toHaveText('Página No Encontrada: /es/medical-services/Bad_Slug!')
  })
})

test.describe('destinations', () => {
  test('list, search and detail with facts, map and local time', async ({ page }) => {
    await page.goto('/destinations')
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(8)
    await waitForHydration(page)
    await expectNoAxeViolations(page)

    await page.goto('/es/destinations?q=bogota')
    await expect(page.locator('main article h2').first()).toHaveText('Bogotá')
    await page.goto('/destinations?q=bogota+lasik')
    await expect(page.locator('main article h2').first()).toHaveText('Bogotá')

    await page.goto('/es/destinations/bogota')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bogotá')
    for (const label of ['Idioma', 'Zona horaria', 'Moneda', 'Población']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(page.getByText('America/Bogota')).toBeVisible()
    await expect(page.getByText(/COP/)).toBeVisible()
    await expect(page.getByText(/Hora local ahora:/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Principales atractivos' })).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    const mapImage = page.getByRole('img', { name: 'Bogotá en el mapa' }).first()
    await expect(mapImage).toBeVisible()
    expect(await mapImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    await waitForHydration(page)
    await page.getByRole('button', { name: 'Ver mapa' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bogotá en el mapa' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Abrir en OpenStreetMap' })).toHaveAttribute('href', /openstreetmap\.org/)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('with a Mapbox token the dialog tries Mapbox GL, and falls back to the offline map when it cannot load', async ({ page }) => {
    let mapboxRequests = 0
    await page.route('https://api.mapbox.com/**', (route) => {
      mapboxRequests++
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Not Authorized"}' })
    })
    await page.goto('/destinations/medellin')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'View map' }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => mapboxRequests, { timeout: 15_000 }).toBeGreaterThan(0)
    await expect(dialog.getByRole('img', { name: /on the map$/ })).toBeVisible({ timeout: 15_000 })
  })

  test('the population is formatted for the locale', async ({ page }) => {
    await page.goto('/destinations/madrid')
    const english = await page.getByText(/\d{1,3}(,\d{3})+ \(\d{4}\)/).textContent()
    await page.goto('/es/destinations/madrid')
    const spanish = await page.getByText(/\d{1,3}(\.\d{3})+ \(\d{4}\)/).textContent()
    expect(english?.replaceAll(',', '')).toBe(spanish?.replaceAll('.', ''))
  })

  test('maps are served as WebP pictures at the widths the page offers, kept for good under the URL the pages use', async ({ page, request }) => {
    await page.goto('/es/destinations/bogota')
    const map = page.getByRole('img', { name: /Bogotá/ }).first()
    await expect(map).toHaveJSProperty('complete', true)
    expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThanOrEqual(480)
    const src = await map.getAttribute('src')
    expect(src).toMatch(/^\/maps\/bogota\.webp\?v=[a-z0-9]+&w=480$/)
    const srcset = (await map.getAttribute('srcset'))!.split(', ').map((candidate) => candidate.split(' '))
    expect(srcset.map(([, width]) => width)).toEqual(['480w', '720w', '960w'])
    for (const candidate of [src!, srcset[2]![0]!]) {
      const response = await request.get(candidate)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/webp')
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect((await response.body()).subarray(8, 12).toString()).toBe('WEBP')
    }
    // The SVG stays for pages made before the pictures.
    const svg = await request.get(src!.replace('.webp', '.svg').replace(/&w=\d+/, ''))
    expect(svg.status()).toBe(200)
    expect(svg.headers()['content-type']).toBe('image/svg+xml')
    expect(svg.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await svg.text()).toContain('<path')
    // Any other fingerprint (an old page's) is kept for a short while only.
    expect((await request.get('/maps/bogota.svg?v=old')).headers()['cache-control']).toBe('public, max-age=300')
    expect((await request.get('/maps/bogota.webp?v=old')).headers()['cache-control']).toBe('public, max-age=300')
    for (const wrong of [
      '/maps/nowhere.svg',
      '/maps/nowhere.webp',
      '/maps/bogota.svg?size=huge',
      '/maps/bogota.svg?size=toString',
      '/maps/bogota.webp?w=500',
      '/maps/bogota.webp?w=',
      '/maps/bogota.webp?size=large&w=480',
    ]) {
      expect((await request.get(wrong)).status(), wrong).toBe(404)
    }
  })
})

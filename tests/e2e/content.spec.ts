import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './fixtures'
import { databaseFile } from '../../playwright.config'

test.describe('blog', () => {
  test('list with categories, search, recent, follow us and pagination', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await expect(page.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'page')
    // "Most read" appears once articles have been read (other journeys read some): see the views journey below.
    for (const heading of ['Recent news', 'Follow us']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    expect(await page.locator('main ul article').count()).toBe(6)
    await waitForHydration(page)
    await expectNoAxeViolations(page)

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Patient stories' }).click()
    await expect(page).toHaveURL(/\/blog\?category=patient-stories$/)
    // The address changes as the navigation ends; the list may render a moment later.
    await expect.poll(async () => [...new Set(await page.locator('main ul article p.uppercase').allTextContents())]).toEqual(['Patient stories'])
  })

  test('search keeps the category, is accent-insensitive and says when nothing matches', async ({ page }) => {
    await page.goto('/es/blog?q=cirugia')
    expect(await page.locator('main ul article').count()).toBeGreaterThan(0)
    await page.goto('/es/blog?q=zzzzqqq')
    await expect(page.getByText('¡Ups! No encontramos resultados para tu búsqueda.')).toBeVisible()
    await page.goto('/blog?category=refractive-surgery')
    await waitForHydration(page)
    await page.getByRole('searchbox').fill('dry')
    await expect(page).toHaveURL(/category=refractive-surgery/)
    await expect(page).toHaveURL(/q=dry/)
  })

  test('an article shows author, date, reading time, body and related posts; views are counted', async ({ page, request }) => {
    await page.goto('/blog?category=refractive-surgery')
    const first = page.locator('main ul article h2 a').first()
    const title = await first.textContent()
    const href = await first.getAttribute('href')
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
    await expect(page.getByText(/^By /)).toBeVisible()
    await expect(page.getByText(/min read/).first()).toBeVisible()
    await expect(page.locator('article time').first()).toHaveText(/\d{1,2} \w+ \d{4}|\w+ \d{1,2}, \d{4}/)
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible()
    await expect(page.locator('.prose-content h2').first()).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)

    // The page may come from the page cache, so the browser reports the read: people count, bots do not.
    const slug = href!.split('/').pop()!
    const views = () => {
      const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
      try {
        const row = db
          .prepare('select p.view_count as views from blog_posts p join blog_posts_translations t on t.owner_id = p.id where t.slug = ?')
          .get(slug) as { views: number }
        return row.views
      } finally {
        db.close()
      }
    }
    await expect.poll(views).toBeGreaterThan(0)
    const before = views()
    const read = (userAgent: string) =>
      request.post('/blog-read', { form: { slug }, headers: { 'User-Agent': userAgent, 'Sec-Fetch-Site': 'same-origin' } })
    expect((await read('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).status()).toBe(204)
    expect(views()).toBe(before)
    expect((await read('Mozilla/5.0 (Linux) Chrome/120')).status()).toBe(204)
    expect(views()).toBe(before + 1)
    // Loading the article without running its script (a crawler, a prefetch) counts nothing.
    await request.get(href!, { headers: { 'User-Agent': 'Mozilla/5.0 (Linux) Chrome/120' } })
    expect(views()).toBe(before + 1)
  })

  test('the Spanish article date is in Spanish', async ({ page }) => {
    await page.goto('/es/blog')
    await page.locator('main ul article h2 a').first().click()
    await expect(page.locator('article time').first()).toHaveText(/\d{1,2} de \w+ de \d{4}/)
    await expect(page.getByText(/min de lectura/).first()).toBeVisible()
  })

  test('Disqus comments load only when the reader nears them', async ({ page }) => {
    let requested = 0
    await page.route('https://claravia-e2e.disqus.com/embed.js', (route) => {
      requested++
      return route.fulfill({
        contentType: 'text/javascript',
        body: `document.getElementById('disqus_thread').textContent = 'Comments for ' + (function(){ var c = {page:{}}; window.disqus_config.call(c); return c.page.identifier + ' in ' + c.language })()`,
      })
    })
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto('/es/blog')
    await page.locator('main ul article h2 a').first().click()
    await waitForHydration(page)
    await page.waitForTimeout(500)
    expect(requested).toBe(0)
    await page.getByRole('heading', { name: 'Comentarios' }).scrollIntoViewIfNeeded()
    await expect(page.locator('#disqus_thread')).toHaveText(/Comments for .+ in es_ES/)
    expect(requested).toBe(1)
  })

  test('unknown articles are 404', async ({ page }) => {
    expect((await page.goto('/blog/no-such-article'))?.status()).toBe(404)
    expect((await page.goto('/es/blog/NO_SUCH'))?.status()).toBe(404)
  })
})

test.describe('FAQs, company and legal pages', () => {
  test('FAQs are grouped by topic in native disclosures and searchable', async ({ page }) => {
    await page.goto('/faqs')
    expect(await page.locator('main section h2').count()).toBeGreaterThanOrEqual(4)
    const first = page.locator('details').first()
    await expect(first.locator('.prose-content')).toBeHidden()
    await first.locator('summary').click()
    await expect(first.locator('.prose-content')).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    await page.goto('/es/faqs?q=cirugia')
    expect(await page.locator('details[open]').count()).toBeGreaterThan(0)
    await page.goto('/faqs?q=zzzzqqq')
    await expect(page.getByText('Oops! No results found for your search.')).toBeVisible()
  })

  test('a deep link to a question opens its answer, on arrival and when the fragment changes', async ({ page }) => {
    for (const prefix of ['', '/es']) {
      await page.goto(`${prefix}/faqs`)
      const ids = await page.locator('main details').evaluateAll((all) => all.map((details) => details.id))
      const [first, second] = [ids[3]!, ids[7]!]
      await page.goto(`${prefix}/faqs#${first}`)
      const targeted = page.locator(`details[id="${first}"]`)
      await expect(targeted).toHaveAttribute('open', '')
      await expect(targeted.locator('.prose-content')).toBeVisible()
      await expect(targeted).toBeInViewport()
      expect(await page.locator('main details[open]').count()).toBe(1)
      // A fragment changed on the page (a link, or the address bar).
      await page.evaluate((id) => (window.location.hash = id), second)
      await expect(page.locator(`details[id="${second}"]`)).toHaveAttribute('open', '')
      await expect(page.locator(`details[id="${second}"] .prose-content`)).toBeVisible()
    }
  })

  test('our company shows vision, mission, values and team in both languages', async ({ page }) => {
    await page.goto('/our-company')
    for (const heading of ['Our vision', 'Our mission', 'What we stand for', 'Our story', 'The team']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    expect(await page.getByRole('img', { name: /^Portrait of / }).count()).toBeGreaterThanOrEqual(6)
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    await page.goto('/es/our-company')
    await expect(page.getByRole('heading', { name: 'Nuestra visión' })).toBeVisible()
  })

  test('one company address: the legal pages show the address of the contact page (from the settings)', async ({ page }) => {
    for (const prefix of ['', '/es']) {
      await page.goto(`${prefix}/contact-us`)
      const address = (await page.locator('main address').innerText()).trim()
      expect(address).toMatch(/Bogotá/)
      for (const path of ['/privacy-policies', '/terms-and-conditions']) {
        await page.goto(`${prefix}${path}`)
        const text = await page.locator('.prose-content').innerText()
        expect(text).toContain(address)
        expect(text).not.toContain('{{')
      }
      // Search engines are told the same address and email (JSON-LD Organization).
      await page.goto(`${prefix}/contact-us`)
      const email = (await page.locator('main a[href^="mailto:"]').first().textContent())!.trim()
      for (const path of [prefix || '/', `${prefix}/our-company`]) {
        await page.goto(path)
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
        const company = blocks.map((block) => JSON.parse(block) as Record<string, unknown>).find((data) => data['@type'] === 'Organization')
        expect(company, path).toMatchObject({ address, email })
      }
    }
  })

  for (const [path, title] of [
    ['/privacy-policies', /Privacy/],
    ['/es/privacy-policies', /privacidad/i],
    ['/terms-and-conditions', /Terms/],
    ['/es/terms-and-conditions', /Términos/],
  ] as const) {
    test(`${path} renders its sections`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      expect(await page.locator('.prose-content h2').count()).toBeGreaterThan(5)
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    })
  }
})

import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './fixtures'

const texts: Record<'en' | 'es', [string, string, string, string]> = {
  en: ['404 error', 'This page does not exist', 'The page you are looking for could not be found.', 'Page not found: '],
  es: ['Error 404', 'Esta página no existe', 'No pudimos encontrar la página que buscas.', 'Página no encontrada: '],
}

for (const [code, path] of [
  ['en', '/no-such-page'],
  ['es', '/es/no-such-page/deeper'],
] as const) {
  test(`an unmatched path in ${code} is a 404 page with the spec's texts`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', code)
    const [codeText, title, description, detail] = texts[code]
    await expect(page.getByText(codeText, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(description)).toBeVisible()
    await expect(page.getByTestId('error-detail')).toHaveText(`${detail}${path}`)
    const width = await page.locator('section[aria-labelledby=error-title]').evaluate((node) => getComputedStyle(node).maxWidth)
    expect(width).toBe('740px')
    // The shell is still there: header navigation, toasts region and chat.
    await expect(page.getByRole('button', { name: code === 'en' ? 'Chat with us' : 'Chatea con nosotros' })).toBeVisible()
    await waitForHydration(page)
    await expectNoAxeViolations(page)
  })
}

test('client-side navigation to a missing page shows the 404 page', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate('/no-such-page'),
  )
  await expect(page).toHaveURL(/\/no-such-page$/)
  await expect(page.getByTestId('error-detail')).toHaveText('Page not found: /no-such-page')
})

test('the API answers unknown endpoints with a problem-details 404', async ({ request }) => {
  const response = await request.get('/v1/nothing-here')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('application/problem+json')
  expect(await response.json()).toMatchObject({ status: 404, title: 'Not found' })
})

test('a missing hashed asset is a plain 404, not the HTML page', async ({ request }) => {
  const response = await request.get('/assets/missing-abc123.js')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('text/plain')
})

import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * The console's Exchange rates page (issue 30), in Spanish: an admin reaches
 * it from the console's sections, is told under the field what is wrong
 * with a rate typed the Spanish way, enters the TRM, imports a small ECB
 * CSV, and sees the rates a quote would use; a coordinator has no such
 * section and gets the ordinary 404.
 */

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

test('an admin enters a rate and imports the ECB’s CSV in Spanish; a coordinator has no such page', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await signedInStaff(page, 'admin', { spanish: true })
  const nav = page.getByRole('navigation', { name: 'Secciones de la consola' })
  await nav.getByRole('link', { name: 'Tipos de cambio' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tipos de cambio' })).toBeVisible()
  await waitForConsoleHydration(page)
  await expectNoAxeViolations(page)

  const form = page.locator('form#enter-rate')
  await form.getByLabel('De (1 unidad)').selectOption('USD')
  await form.getByLabel('A', { exact: true }).selectOption('COP')
  await form.getByLabel('Tipo de cambio').fill('4.150,25')
  await form.getByLabel('Fecha').fill(day(1))
  await form.getByRole('button', { name: 'Guardar el tipo' }).click()
  await expect(form.getByText('Escribe el tipo como un número decimal positivo con punto')).toBeVisible()
  await form.getByLabel('Tipo de cambio').fill('4150.25')
  await form.getByRole('button', { name: 'Guardar el tipo' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Guardado: 1 USD = 4150,25 COP' })).toBeVisible()

  const upload = page.locator('form#import-ecb')
  const csv = ['Date, USD, JPY, MXN, ', `${day(1)}, 1.0512, 162.45, 21.2940, `].join('\n')
  await upload.locator('input[type="file"]').setInputFiles({ name: 'eurofxref.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await upload.getByRole('button', { name: 'Importar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Importados los tipos del BCE' })).toContainText('2 nuevos, 0 cambiados')

  // A quote from Bogotá in euros goes across the dollar: the TRM and the ECB's EUR/USD.
  const rates = page.locator('section[aria-labelledby="quote-rates-heading"]')
  const euroRow = rates.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'EUR', exact: true }) })
  await expect(euroRow).toContainText('vía USD')
  const stored = page.locator('section[aria-labelledby="stored-rates-heading"]')
  await expect(stored.getByRole('row', { name: /USD → COP/ })).toContainText('Introducido por Lucía Gómez')
  await expect(stored.getByRole('row', { name: /EUR → MXN/ })).toContainText('BCE')
  await expectNoAxeViolations(page)

  const coordinatorPage = await (await browser.newContext()).newPage()
  await signedInStaff(coordinatorPage, 'coordinator', { spanish: true, name: 'Carlos Coordinador' })
  await expect(
    coordinatorPage.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link', { name: 'Tipos de cambio' }),
  ).toHaveCount(0)
  expect((await coordinatorPage.goto('/es/admin/exchange-rates'))!.status()).toBe(404)
})

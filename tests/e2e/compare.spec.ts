import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, inLocale, locales, waitForHydration } from './fixtures'

/*
 * Comparing clinics for one treatment (issue 31): three clinics for LASIK,
 * picked on the treatment's page, side by side on a 375 px phone (the clinics
 * swipe inside the table, the row labels stay) and at 1280 px; the choice
 * survives a reload and works without JavaScript; both languages; axe light
 * and dark.
 */

const LASIK_CLINICS = ['Clínica Visión Andina', 'Instituto de la Visión Reforma', 'Centre Oftalmològic Diagonal']

const words = {
  en: {
    compare: 'Compare',
    title: 'Compare clinics for LASIK',
    rows: [
      'City',
      'LASIK price',
      'Preoperative assessment',
      'Next free assessment hour',
      'Specialists who perform it',
      'Clinic reviews',
      'Accreditations',
      'Languages spoken',
      'Next step',
    ],
    remove: 'Remove',
    oneMore: 'Choose at least 2 clinics to compare: tick one more.',
    book: 'Book the assessment at',
    currency: 'Also show prices in',
    show: 'Show',
    about: 'About',
  },
  es: {
    compare: 'Comparar',
    title: 'Compara clínicas para LASIK',
    rows: [
      'Ciudad',
      'Precio de LASIK',
      'Valoración preoperatoria',
      'Próxima hora libre para la valoración',
      'Especialistas que lo realizan',
      'Opiniones de la clínica',
      'Acreditaciones',
      'Idiomas',
      'Siguiente paso',
    ],
    remove: 'Quitar',
    oneMore: 'Elige al menos 2 clínicas para comparar: marca una más.',
    book: 'Reservar la valoración en',
    currency: 'Mostrar también los precios en',
    show: 'Mostrar',
    about: 'Aprox.',
  },
} as const

/** Ticks the three LASIK clinics on the treatment page and compares them. */
async function pickThree(page: Page, prefix: string, compare: string) {
  await page.goto(inLocale('/medical-services/lasik', prefix))
  const picker = page.locator('form[action$="/compare"]')
  for (const name of LASIK_CLINICS) await picker.getByRole('checkbox', { name: new RegExp(name) }).check()
  await picker.getByRole('button', { name: compare }).click()
}

async function expectThreeSideBySide(page: Page, w: (typeof words)['en' | 'es']) {
  await expect(page).toHaveURL(/\/compare\?treatment=[a-z-]+&clinics=[a-z-]+,[a-z-]+,[a-z-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title)
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveCount(3)
  for (const name of LASIK_CLINICS) await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toBeAttached()
  await expect(table.getByRole('rowheader')).toHaveText([...w.rows])
  await expect(table.getByRole('link', { name: new RegExp(w.book) })).toHaveCount(3)
}

for (const { code, prefix } of locales) {
  const w = words[code]

  test(`${code}: three clinics for LASIK side by side on a 375 px phone: the clinics swipe, the labels stay, a reload keeps them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await pickThree(page, prefix, w.compare)
    await expectThreeSideBySide(page, w)
    // The page itself never scrolls sideways; the table's region does, one clinic at a time.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const region = page.getByRole('region', { name: new RegExp('LASIK') })
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }))
    expect(scrollWidth).toBeGreaterThan(clientWidth)
    const label = page.getByRole('rowheader').first()
    const before = (await label.boundingBox())!.x
    await region.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'instant' }))
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    expect((await label.boundingBox())!.x).toBe(before)
    const url = page.url()
    await page.reload()
    await expect(page).toHaveURL(url)
    await expectThreeSideBySide(page, w)
  })

  test(`${code}: at 1280 px a table with row headers; remove and put back a clinic; prices also about in the patient's currency; axe light and dark`, async ({
    page,
  }) => {
    test.setTimeout(120_000) // four axe runs
    await page.setViewportSize({ width: 1280, height: 900 })
    await pickThree(page, prefix, w.compare)
    await expectThreeSideBySide(page, w)
    const region = page.getByRole('region', { name: new RegExp('LASIK') })
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    await waitForHydration(page)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expectNoAxeViolations(page)
    }

    // The patient's currency: the assessment fee (in US dollars) also about in euros, with the rate's date.
    await page.getByLabel(w.currency).selectOption('EUR')
    await page.getByRole('button', { name: w.show, exact: true }).click()
    await expect(page).toHaveURL(/&currency=EUR$/)
    await expect(page.getByRole('cell').filter({ hasText: w.about }).first()).toBeVisible()

    // Remove one: two are left, still compared, the currency kept.
    await page.getByRole('link', { name: `${w.remove} ${LASIK_CLINICS[2]}` }).click()
    await expect(page).toHaveURL(/clinics=[a-z-]+,[a-z-]+&currency=EUR$/)
    await expect(page.getByRole('columnheader')).toHaveCount(2)
    // Put it back with the picker below.
    await page.getByRole('checkbox', { name: new RegExp(LASIK_CLINICS[2]!) }).check()
    await page.getByRole('button', { name: w.compare, exact: true }).click()
    await expect(page.getByRole('columnheader')).toHaveCount(3)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoAxeViolations(page)
    await page.emulateMedia({ colorScheme: 'light' })
  })
}

test('without JavaScript: pick on the treatment page, the choice checked by the server, remove, the other language’s slugs redirected', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
  const page = await context.newPage()
  try {
    for (const { code, prefix } of locales) {
      const w = words[code]
      await pickThree(page, prefix, w.compare)
      await expectThreeSideBySide(page, w)
      await page.reload()
      await expectThreeSideBySide(page, w)
      // One clinic left after removing two: the page asks for one more, that clinic still ticked.
      await page.getByRole('link', { name: `${w.remove} ${LASIK_CLINICS[2]}` }).click()
      await page.getByRole('link', { name: `${w.remove} ${LASIK_CLINICS[1]}` }).click()
      await expect(page.getByRole('table')).toHaveCount(0)
      await expect(page.getByRole('alert').filter({ hasText: w.oneMore })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: new RegExp(LASIK_CLINICS[0]!) })).toBeChecked()
      await page.getByRole('checkbox', { name: new RegExp(LASIK_CLINICS[1]!) }).check()
      await page.getByRole('button', { name: w.compare, exact: true }).click()
      await expect(page.getByRole('columnheader')).toHaveCount(2)
    }
    // A link made on the English site, opened on the Spanish one: the same clinics, under the Spanish slugs, and back.
    await page.goto('/compare?treatment=lasik&clinics=clinica-vision-andina&clinics=centre-oftalmologic-diagonal')
    await expect(page).toHaveURL(/\/compare\?treatment=lasik&clinics=clinica-vision-andina,centre-oftalmologic-diagonal$/)
    const english = page.url()
    const spanishTreatment = await page.goto('/es/medical-services/lasik').then(() => new URL(page.url()).pathname.split('/').pop()!)
    await page.goto(`/es/compare?treatment=lasik&clinics=clinica-vision-andina,centre-oftalmologic-diagonal`)
    await expect(page).toHaveURL(new RegExp(`/es/compare\\?treatment=${spanishTreatment}&clinics=`))
    await expect(page.getByRole('columnheader')).toHaveCount(2)
    expect(english).toContain('/compare?')
    // Nonsense in the query is dropped, never an error page.
    const odd = await page.goto('/compare?treatment=%00&clinics=%3Cb%3E,,x&currency=QQQ')
    expect(odd?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare clinics')
  } finally {
    await context.close()
  }
})

test('a destination page links each clinic to a comparison, which asks for the treatment first; axe on each step', async ({ page }) => {
  test.setTimeout(120_000) // four axe runs
  await page.goto('/destinations/bogota')
  await page.getByRole('listitem').filter({ hasText: 'Clínica Visión Andina' }).getByRole('link', { name: 'Compare with other clinics' }).click()
  await expect(page).toHaveURL(/\/compare\?clinics=[a-z-]+$/)
  await waitForHydration(page)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoAxeViolations(page)
  }
  await page.getByLabel('Treatment').selectOption({ label: 'LASIK' })
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/compare\?treatment=lasik&clinics=[a-z-]+$/)
  await expect(page.getByRole('alert').filter({ hasText: words.en.oneMore })).toBeVisible()
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1)
  await waitForHydration(page)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoAxeViolations(page)
  }
})

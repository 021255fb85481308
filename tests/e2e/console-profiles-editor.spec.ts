import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * A clinic's and a specialist's profile in the content editor (issue 31), as
 * a coordinator edits them: accreditations and prices per treatment typed in
 * tables (a blank row takes a new record, no script needed), refused on the
 * cell at fault (an http register, a range upside down), published and read
 * back through /v1; a specialist's licence in the Spanish console.
 */

async function openEditor(page: Page, kind: string, title: RegExp, spanish = false) {
  await page.goto(`${spanish ? '/es' : ''}/admin/content/${kind}`)
  await page.getByRole('link', { name: title }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(spanish ? 'Editar' : 'Edit')
  await waitForConsoleHydration(page)
}

test('a coordinator adds an accreditation and corrects a price range in a clinic’s tables; the API lists them', async ({ page, request }) => {
  test.setTimeout(180_000)
  await signedInStaff(page, 'coordinator')
  await openEditor(page, 'clinic', /^Clínica Montesol/)
  await expectNoAxeViolations(page)
  // The prices are in the clinic's currency, its destination's.
  await expect(page.getByRole('group', { name: /Prices per treatment \(in COP, whole amounts\)/ })).toBeVisible()
  await expect(page.getByLabel('Issuer 2')).toHaveValue('ICONTEC, Acreditación en Salud')

  // The first blank row takes a new accreditation; an http address and an upside-down range are refused where they are.
  await page.getByLabel('Issuer 3').fill('Accreditation Canada')
  await page.getByLabel('Number 3').fill('AC-4471')
  await page.getByLabel('Valid until 3').fill('2029-05-31')
  await page.getByLabel('Public register (https) 3').fill('http://accreditation.ca/')
  await page.getByLabel('To 1').fill('100000')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Enter a full https:// address.')).toBeVisible()
  await expect(page.getByText('“Price to” cannot be lower than “Price from”.')).toBeVisible()
  await expect(page.getByLabel('Public register (https) 3')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Public register (https) 3').fill('https://accreditation.ca/')
  await page.getByLabel('To 1').fill('26000000')
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByText('Published: the public site shows it now.')).toBeVisible()

  for (const locale of ['en', 'es']) {
    const medellin = await (await request.get(`/v1/destinations/medellin?locale=${locale}`)).json()
    const montesol = medellin.clinics.find((clinic: { slug: string }) => clinic.slug === 'clinica-montesol')
    expect(montesol.accreditations).toContainEqual({
      issuer: 'Accreditation Canada',
      number: 'AC-4471',
      validUntil: '2029-05-31',
      registerUrl: 'https://accreditation.ca/',
    })
    expect(montesol.treatmentPrices).toContainEqual({ service: 'retina-care', from: 1_300_000, to: 26_000_000 })
  }
})

test('en la consola en español, el número de registro de una especialista va con la entidad que lo expidió', async ({ page }) => {
  test.setTimeout(180_000)
  await signedInStaff(page, 'coordinator', { spanish: true })
  await openEditor(page, 'specialist', /^Dra\. Isabel Cristina Arango/, true)
  await expectNoAxeViolations(page)
  await expect(page.getByLabel('Número de registro o licencia')).toHaveValue('RM 43.718.266')
  await expect(page.getByLabel('Formación — Español')).toHaveValue(/Universidad de Antioquia/)
  await page.getByLabel('Expedido por').fill('')
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(page.getByText('El número de registro va con la entidad que lo expidió: completa ambos o ninguno.')).toBeVisible()
})

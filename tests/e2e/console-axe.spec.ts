import { expect, test, type Page } from '@playwright/test'
import { DEMO } from './accounts'
import { apiPatient, bookAndPay, freeHours } from './api-booking'
import { expectNoAxeViolations } from './fixtures'
import { signedInStaff } from './staff'

/*
 * Every console page, in English and Spanish, light and dark, through axe
 * (issue 12: no violations on every console page in both languages). The
 * addresses come from the console itself (a booked appointment, the demo
 * patient's plan, the first clinic and staff member), so a new page is one
 * more entry here.
 */

const CLINIC = 'clinica-vision-andina'

/** The first link of `page` whose address matches `pattern`, as a locale-neutral path. */
async function firstLink(page: Page, path: string, pattern: RegExp) {
  await page.goto(path)
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const href = hrefs.find((candidate) => pattern.test(candidate))
  expect(href, `a link like ${pattern} on ${path}`).toBeDefined()
  return href!.replace(/^\/es(?=\/)/, '').replace(/[?#].*$/, '')
}

test('every console page passes axe in both languages, light and dark', async ({ page, playwright, baseURL }) => {
  test.setTimeout(600_000)
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' } })
  const patient = await apiPatient(request, 'Elena Axe')
  const appointmentId = await bookAndPay(request, patient, {
    service: 'lasik',
    clinic: CLINIC,
    startsAt: (await freeHours(request, 'lasik', CLINIC))[5]!,
    name: ['Elena', 'Axe'],
  })
  // From her address, the message joins her care conversation; a visitor's goes to the Inbox.
  for (const email of [patient.email, `visitor-axe-${Date.now()}@example.com`]) {
    const contact = await request.post('/v1/contact', {
      data: { name: 'Elena Axe', email, subject: 'Una pregunta', message: '¿Hay cita el lunes?', locale: 'es' },
    })
    expect(contact.status()).toBeLessThan(300)
  }
  await request.dispose()

  await signedInStaff(page, 'admin')
  const demoPatient = await firstLink(page, `/admin/patients?q=${encodeURIComponent(DEMO.email)}`, /\/admin\/patients\/\d+$/)
  const paths = [
    '/admin',
    // Search everywhere (issue 27): results in every section for the patient's surname.
    '/admin/search?q=Axe',
    '/admin/appointments',
    '/admin/appointments/calendar',
    `/admin/appointments/${appointmentId}`,
    '/admin/availability',
    await firstLink(page, '/admin/availability', /\/admin\/availability\/\d+$/),
    '/admin/patients',
    demoPatient,
    `${demoPatient}/treatments/new`,
    await firstLink(page, demoPatient, /\/treatments\/\d+$/),
    '/admin/conversations',
    await firstLink(page, '/admin/conversations', /\/admin\/conversations\/\d+$/),
    '/admin/inbox',
    await firstLink(page, '/admin/inbox', /\/admin\/inbox\/\d+$/),
    '/admin/staff',
    await firstLink(page, '/admin/staff', /\/admin\/staff\/\d+$/),
    '/admin/audit',
    '/admin/exchange-rates',
    '/admin/content',
    '/admin/content/service',
    '/admin/content/service/new',
    await firstLink(page, '/admin/content/faq', /\/admin\/content\/faq\/\d+$/),
  ]
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const prefix of ['', '/es']) {
      for (const path of paths) {
        const response = await page.goto(`${prefix}${path}`)
        expect(response!.status(), `${prefix}${path}`).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'es' : 'en')
        await expectNoAxeViolations(page)
      }
    }
  }
})

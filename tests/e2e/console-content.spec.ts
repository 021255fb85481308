import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { uniqueEmail } from './accounts'
import sharp from 'sharp'
import { expectNoAxeViolations } from './fixtures'
import { acceptInvitation, inviteFromCommandLine, signedInStaff, waitForConsoleHydration } from './staff'

/*
 * Content editing (issue 13), as a coordinator does it: a treatment's price
 * and Spanish summary edited, previewed on the real page, published (the
 * public page and the API show it at once); a slug renamed (the old address
 * answers 301); two editors on one FAQ (the second is told, never silently
 * overwritten); an older version restored.
 */

/** A small photo, made on the spot (no binary fixtures in the repository). */
async function photo() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 110, b: 140 } } })
    .jpeg()
    .toBuffer()
}

async function openEditor(page: Page, kind: string, title: RegExp, spanish = false) {
  await page.goto(`${spanish ? '/es' : ''}/admin/content/${kind}`)
  await page.getByRole('link', { name: title }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(spanish ? 'Editar' : 'Edit')
  await waitForConsoleHydration(page)
}

test('a coordinator edits a treatment, previews it, publishes, and the site and API show it at once', async ({ page, request }) => {
  test.setTimeout(240_000)
  await signedInStaff(page, 'coordinator')
  await openEditor(page, 'service', /^Pterygium/)
  await expectNoAxeViolations(page)
  const summary = 'Retiramos el pterigión y colocamos un injerto de conjuntiva para que no vuelva a crecer. (Editado)'
  await page.getByLabel('Summary — Spanish').fill(summary)
  await expect(page.getByText('May be out of date')).toHaveCount(0)
  await page.getByLabel('Price from').fill('1450')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()
  // Spanish changed after English: English is marked as possibly out of date.
  await expect(page.getByText('May be out of date')).toBeVisible()

  // The draft is not public yet; its preview (staff only) shows it on the real page.
  expect(await (await request.get('/v1/services/pterygium-surgery?locale=es')).json()).not.toMatchObject({ summary })
  const previewPage = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Spanish', exact: true }).click()
  const preview = await previewPage
  await expect(preview.getByText('Vista previa de un borrador.')).toBeVisible()
  await expect(preview.getByText(summary)).toBeVisible()
  await preview.close()

  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByText('Published: the public site shows it now.')).toBeVisible()
  const api = await request.get('/v1/services/pterygium-surgery?locale=es')
  expect(await api.json()).toMatchObject({ summary, priceFrom: 1450 })
  await page.goto('/es/medical-services/pterygium-surgery')
  await expect(page.getByText(summary).first()).toBeVisible()
  await expect(page.getByText('Vista previa de un borrador.')).toHaveCount(0)
})

test('a renamed slug keeps the old address answering 301; an older version can be restored', async ({ page, request }) => {
  test.setTimeout(240_000)
  await signedInStaff(page, 'admin', { spanish: true })
  await openEditor(page, 'service', /^Blefaroplastia/, true)
  const slug = page.getByLabel('Dirección (slug) — Español')
  const before = await slug.inputValue()
  await slug.fill('blefaroplastia-cirugia-de-parpados')
  await page.getByRole('button', { name: 'Publicar ahora' }).click()
  await expect(page.getByText('Publicado: el sitio público ya lo muestra.')).toBeVisible()
  const old = await request.get(`/es/medical-services/${before}`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toBe('/es/medical-services/blefaroplastia-cirugia-de-parpados')
  expect((await request.get('/es/medical-services/blefaroplastia-cirugia-de-parpados')).status()).toBe(200)
  // The sitemap follows.
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/es/medical-services/blefaroplastia-cirugia-de-parpados')

  // Restore the first version: the old slug is back, the renamed one redirects to it.
  await page.getByRole('link', { name: 'Historial y versiones' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Historial')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Restaurar la versión 1' }).click()
  await expect(page.getByText('Versión restaurada.')).toBeVisible()
  expect((await request.get(`/es/medical-services/${before}`, { maxRedirects: 0 })).status()).toBe(200)
  expect((await request.get('/es/medical-services/blefaroplastia-cirugia-de-parpados', { maxRedirects: 0 })).status()).toBe(301)
})

test('two editors on one FAQ: the second is shown the conflict and the other change, never a silent overwrite', async ({ browser }) => {
  test.setTimeout(240_000)
  const first = await (await browser.newContext()).newPage()
  const second = await (await browser.newContext()).newPage()
  await signedInStaff(first, 'coordinator', { name: 'Ana Ruiz' })
  await signedInStaff(second, 'coordinator', { name: 'Mateo Gil' })
  for (const page of [first, second]) await openEditor(page, 'faq', /cost/i)
  await first.getByLabel('Question — English').fill('What does a treatment abroad cost, all in?')
  await first.getByRole('button', { name: 'Save draft' }).click()
  await expect(first.getByText('Draft saved.')).toBeVisible()

  await second.getByLabel('Question — English').fill('How much does it cost in total?')
  await second.getByRole('button', { name: 'Save draft' }).click()
  const conflict = second.getByRole('alert').filter({ hasText: 'Someone else saved this record while you were editing' })
  await expect(conflict).toBeVisible()
  await expect(conflict).toContainText('Ana Ruiz')
  await expect(conflict.getByRole('table')).toContainText('What does a treatment abroad cost, all in?')
  // The second editor's work is still in the form.
  await expect(second.getByLabel('Question — English')).toHaveValue('How much does it cost in total?')
  await expectNoAxeViolations(second)
  // Saving again, knowingly, replaces the other's draft.
  await second.getByRole('button', { name: 'Save draft' }).click()
  await expect(second.getByText('Draft saved.')).toBeVisible()
  await expect(second.getByLabel('Question — English')).toHaveValue('How much does it cost in total?')
})

test('content pages answer 404 to visitors, patients and clinic staff', async ({ page, request }) => {
  for (const path of ['/admin/content', '/es/admin/content/service', '/admin/content/faq/1', '/admin/content/service/1/history']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
  await signedInStaff(page, 'clinic_staff', { clinics: ['clinica-vision-andina'] })
  for (const path of ['/admin/content', '/admin/content/service/1']) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
  }
  await page.goto('/admin')
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Content', exact: true })).toHaveCount(0)
})

test('a new blog post: a draft answers 404, scheduled it goes live at its time (the server clock moved, not waited for)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await signedInStaff(page, 'coordinator', { spanish: true })
  await page.goto('/es/admin/content/blog_post')
  await page.getByRole('link', { name: 'Nuevo: Artículo del blog' }).click()
  await waitForConsoleHydration(page)
  await page.getByLabel('Título — Inglés').fill('Packing for a medical trip')
  await page.getByLabel('Título — Español').fill('Qué llevar en un viaje médico')
  await page.getByLabel('Entradilla — Inglés').fill('A short list for the days around your treatment.')
  await page.getByLabel('Entradilla — Español').fill('Una lista breve para los días de tu tratamiento.')
  await page.getByLabel('Texto — Inglés').fill('## Documents\n\nYour passport and your **medical reports**.')
  await page.getByLabel('Texto — Español').fill('## Documentos\n\nTu pasaporte y tus **informes médicos**.')
  await page.getByLabel('Categoría').selectOption({ index: 1 })
  await page.getByLabel('Autor').selectOption({ index: 1 })
  // A page disguised as a picture is refused by its content, and the form keeps what was typed.
  await page
    .getByLabel('Elegir un archivo')
    .setInputFiles({ name: 'maleta.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><p>no soy una foto</p>') })
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(page.getByText('Este archivo no es una imagen JPEG, PNG o WebP')).toBeVisible()
  await expect(page.getByLabel('Título — Español')).toHaveValue('Qué llevar en un viaje médico')
  await page.getByLabel('Elegir un archivo').setInputFiles({ name: 'maleta.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await page.getByLabel('Descripción de la imagen — Inglés').fill('An open suitcase with a passport on top')
  await page.getByLabel('Descripción de la imagen — Español').fill('Una maleta abierta con un pasaporte encima')
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(page.getByText('Borrador guardado.')).toBeVisible()
  await expect(page.getByRole('img', { name: 'La imagen actual' })).toBeVisible()
  expect((await request.get('/es/blog/que-llevar-en-un-viaje-medico')).status()).toBe(404)
  expect((await request.get('/blog/packing-for-a-medical-trip')).status()).toBe(404)

  // Two minutes from now, in the editor's (the browser's) time zone.
  const at = await page.evaluate(() => {
    const when = new Date(Date.now() + 2 * 60_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`
  })
  await page.getByLabel('Fecha y hora').fill(at)
  await page.getByRole('button', { name: 'Programar' }).click()
  await expect(page.getByText('Programado.')).toBeVisible()
  // In the editor's zone (the browser's, Madrid), named: what was typed, not UTC.
  await expect(page.getByText(/Programado para el/)).toHaveText(
    new RegExp(`^Programado para el .+, ${Number(at.slice(11, 13))}:${at.slice(14, 16)} CES?T$`),
  )
  expect((await request.get('/es/blog/que-llevar-en-un-viaje-medico')).status()).toBe(404)

  const moved = await request.post('/__test/clock', { data: { seconds: 180 } })
  try {
    expect(await moved.json()).toMatchObject({ published: expect.any(Number) })
    const live = await request.get('/es/blog/que-llevar-en-un-viaje-medico')
    expect(live.status()).toBe(200)
    const html = await live.text()
    expect(html).toContain('informes médicos')
    expect(html).toMatch(/<picture>.*type="image\/avif".*alt="Una maleta abierta con un pasaporte encima"/s)
    expect((await request.get('/blog/packing-for-a-medical-trip')).status()).toBe(200)
  } finally {
    await request.post('/__test/clock', { data: { reset: true } })
  }
})

/** The compare table's rows: the field (and language) and what each side shows. */
async function comparedRows(page: Page) {
  return page
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        field: row.querySelector('th')?.textContent ?? '',
        removed: [...row.querySelectorAll('del')].map((mark) => mark.textContent ?? ''),
        added: [...row.querySelectorAll('ins')].map((mark) => mark.textContent ?? ''),
      })),
    )
}

test('compare versions (issue 27): after only the Spanish summary changed, only that change is listed, word by word, in both languages', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signedInStaff(page, 'coordinator')
  await openEditor(page, 'service', /^SMILE/)
  const summary = page.getByLabel('Summary — Spanish')
  await summary.fill((await summary.inputValue()).replace('sin flap', 'sin colgajo'))
  // The browser posts the long texts (About, Results) with CRLF line endings and the chosen specialists and
  // destinations by title: none of that is a change.
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByText('Published: the public site shows it now.')).toBeVisible()
  await page.getByRole('link', { name: 'History and versions' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('History')
  const english = await comparedRows(page)
  expect(english).toEqual([{ field: 'SummarySpanish', removed: ['[removed: flap ]'], added: ['[added: colgajo ]'] }])
  await expect(page.getByText('struck-through words were removed')).toBeVisible()
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expectNoAxeViolations(page)
  }
  await page.emulateMedia({ colorScheme: 'light' })

  await page.goto(page.url().replace(/(:\d+)\//, '$1/es/'))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Historial')
  expect(await comparedRows(page)).toEqual([{ field: 'ResumenEspañol', removed: ['[quitado: flap ]'], added: ['[añadido: colgajo ]'] }])
  await expect(page.getByText('las palabras tachadas se quitaron')).toBeVisible()
  await expectNoAxeViolations(page)
})

/** A console page in a browser of its own: in `timezoneId`, with or without JavaScript, signed in as `storageState`. */
async function pageIn(
  browser: Browser,
  storageState: Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>,
  options: { timezoneId: string; javaScriptEnabled?: boolean },
) {
  const context = await browser.newContext({ storageState, ...options })
  return context.newPage()
}

test('publish later (issue 27) starts on the editor’s own time zone, named beside the time; without JavaScript on the clinics’ usual zone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await signedInStaff(page, 'coordinator')
  const state = await page.context().storageState()

  const mexico = await pageIn(browser, state, { timezoneId: 'America/Mexico_City' })
  await openEditor(mexico, 'faq', /cost/i)
  await expect(mexico.getByLabel('Time zone')).toHaveValue('America/Mexico_City')
  await expect(mexico.getByTestId('publish-zone-note')).toHaveText(/^The date and time are in America\/Mexico City · GMT-6\.$/)
  // The list starts with the editor's zone and the clinics', then every zone; choosing one names it beside the time.
  const suggested = await mexico
    .locator('#publish-zone optgroup')
    .first()
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  expect(suggested.slice(0, 2)).toEqual(['America/Mexico_City', 'America/Bogota'])
  expect(suggested).toEqual(expect.arrayContaining(['Europe/Madrid', 'UTC']))
  await mexico.getByLabel('Time zone').selectOption('Europe/Madrid')
  await expect(mexico.getByTestId('publish-zone-note')).toContainText('Europe/Madrid')
  await expectNoAxeViolations(mexico)
  await mexico.context().close()

  const madrid = await pageIn(browser, state, { timezoneId: 'Europe/Madrid' })
  await openEditor(madrid, 'faq', /precio/i, true)
  await expect(madrid.getByLabel('Zona horaria')).toHaveValue('Europe/Madrid')
  await expect(madrid.getByTestId('publish-zone-note')).toHaveText(/^La fecha y la hora son las de Europe\/Madrid · GMT\+1\.$/)
  await madrid.context().close()

  // Without JavaScript the page cannot know the browser's zone: most clinics' zone, not the list's first (Africa/Abidjan).
  const noScript = await pageIn(browser, state, { timezoneId: 'Asia/Tokyo', javaScriptEnabled: false })
  await noScript.goto('/es/admin/content/faq')
  await noScript
    .getByRole('link', { name: /precio/i })
    .first()
    .click()
  await expect(noScript.getByLabel('Zona horaria')).toHaveValue('America/Bogota')
  await expect(noScript.getByTestId('publish-zone-note')).toContainText('America/Bogota')
  await noScript.context().close()
})

/** A photo large enough for its upload to take a while on a slow line (noise does not compress). */
async function largePhoto() {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 95 })
    .toBuffer()
}

test('saving a draft with a picture (issue 27) shows the upload’s progress, then “Saved”, and when the draft was last saved', async ({ page }) => {
  test.setTimeout(240_000)
  await signedInStaff(page, 'coordinator')
  await openEditor(page, 'team_member', /^Lucía Fernández/)
  await expect(page.getByTestId('last-saved')).toHaveText(/^Last saved /)
  const bytes = await largePhoto()
  expect(bytes.length).toBeGreaterThan(1_000_000)
  await page.getByLabel(/Choose a file|Replace it with another file/).setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: bytes })
  await page.getByLabel('Description of the picture — English').fill('A portrait in front of a blue wall')
  await page.getByLabel('Description of the picture — Spanish').fill('Un retrato delante de una pared azul')
  // A slow line (about 1 Mbit/s up), so the upload takes seconds, as it did for the coordinator.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 125_000 })
  await page.getByRole('button', { name: 'Save draft' }).click()
  const status = page.getByTestId('save-status').getByRole('status')
  await expect(status).toHaveText(/^Uploading picture… \d{1,3}%$/)
  await expect(page.getByRole('progressbar', { name: 'Picture upload' })).toBeVisible()
  await expect(status).toHaveText(/^Uploading picture… ([1-9]\d|100)%$/)
  await expect(status).toHaveText('Saved', { timeout: 60_000 })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  await expect(page.getByText('Draft saved.')).toBeVisible()
  await expect(page.getByTestId('last-saved')).toHaveText('Draft saved just now')
  await expect(page.getByRole('img', { name: 'The current picture' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('recovery codes (issue 27): copied, downloaded as a text file made in the page, printed alone, and a check before continuing', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const email = uniqueEmail('coordinator')
  inviteFromCommandLine(email, 'coordinator', { locale: 'es' })
  await acceptInvitation(page, email, 'Marta Codes', {
    spanish: true,
    onRecoveryCodes: async (codes) => {
      expect(codes).toHaveLength(10)
      await expectNoAxeViolations(page)
      // Continuing without the check is refused, with the reason, and the codes stay on the page.
      await page.getByRole('button', { name: 'Continuar', exact: true }).click()
      await expect(page.getByText('Marca la casilla cuando hayas guardado los códigos')).toBeVisible()
      await expect(page).toHaveURL(/\/es\/sign-in\/two-factor\/setup$/)
      await expect(page.getByRole('checkbox', { name: 'He guardado estos códigos en un lugar seguro' })).toBeFocused()

      await page.getByRole('button', { name: 'Copiar' }).click()
      await expect(page.getByRole('status')).toHaveText('Códigos copiados: pégalos en tu gestor de contraseñas.')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'))

      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Descargar (.txt)' }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe('claravia-codigos-de-recuperacion.txt')
      expect(file.url()).toMatch(/^blob:/)
      const text = await readFile((await file.path())!, 'utf8')
      expect(text.trim().split('\n').slice(2)).toEqual(codes)

      // Printed, the page shows the codes only.
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('heading', { level: 1 })).not.toBeVisible()
      await expect(page.getByTestId('recovery-codes')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Copiar' })).not.toBeVisible()
      await page.emulateMedia({ media: 'screen' })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  })
})

import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

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
  await expect(page.getByText(/Programado para el/)).toBeVisible()
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

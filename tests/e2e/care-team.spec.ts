import { expect, test, type Page } from '@playwright/test'
import { documentFiles } from '../setup/document-files'
import { signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { axeInLightAndDark, locales, waitForHydration } from './fixtures'
import { signedInStaff, waitForConsoleHydration } from './staff'

/*
 * "My care team" (issue 29), the patient's side: the tab, the empty state
 * that introduces the team, a message written with JavaScript and without
 * (with a file), shown in the thread as theirs; the team's answer appearing
 * without reloading, the tab's unread badge, "Read" under the patient's
 * message; axe in light and dark, in both languages.
 */

const texts = {
  en: {
    tab: 'My care team',
    title: 'My care team',
    empty: 'Ask us anything',
    message: 'Message',
    about: 'About (optional)',
    files: 'Attach files (optional)',
    send: 'Send message',
    sent: 'Message sent to your care team.',
    you: 'You',
    read: 'Read',
    thread: 'Conversation',
    newTab: '(opens in a new tab)',
  },
  es: {
    tab: 'Mi equipo de atención',
    title: 'Mi equipo de atención',
    empty: 'Pregúntanos lo que necesites',
    message: 'Mensaje',
    about: 'Relacionado con (opcional)',
    files: 'Adjuntar archivos (opcional)',
    send: 'Enviar mensaje',
    sent: 'Mensaje enviado a tu equipo de atención.',
    you: 'Tú',
    read: 'Leído',
    thread: 'Conversación',
    newTab: '(se abre en una pestaña nueva)',
  },
}

/** A small real PDF, made larger than a plain form may be (64 kB) so that it has to stream. */
const largePdf = () => Buffer.concat([Buffer.from(documentFiles.pdf), Buffer.alloc(200_000, 0x20)])

const thread = (page: Page, t: (typeof texts)['en']) => page.getByRole('region', { name: t.thread }).getByRole('list').first()
/** The patient's own messages ("You · 12 Mar 2027, 10:00 …"). */
const ownMessages = (page: Page, t: (typeof texts)['en']) =>
  thread(page, t)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${t.you} ·`) })

for (const { code, prefix } of locales) {
  const t = texts[code]

  test(`${code}: a patient writes to their care team with JavaScript and sees it in the thread; axe in light and dark`, async ({ page }) => {
    await signUp(page, { name: 'Inés Vidal', email: uniqueEmail(`care-${code}`), password: STRONG_PASSWORD }, prefix)
    await page
      .getByRole('navigation', { name: code === 'es' ? 'Navegación de la cuenta' : 'Account navigation' })
      .getByRole('link', { name: t.tab })
      .click()
    await expect(page).toHaveURL(`${prefix}/account/care-team`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
    await expect(page.getByText(t.empty)).toBeVisible()
    await waitForHydration(page)
    await axeInLightAndDark(page, { followsDevice: true })

    const body =
      code === 'es'
        ? '¿Puedo volar dos días después del LASIK?\nLo leí en https://example.com/vuelos.'
        : 'Can I fly two days after LASIK?\nI read https://example.com/flying.'
    await page.getByLabel(t.message, { exact: true }).fill(body)
    await page.getByLabel(t.files).setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: largePdf() })
    await page.getByRole('button', { name: t.send }).click()
    await expect(page.getByRole('region', { name: code === 'es' ? 'Notificaciones' : 'Notifications' }).getByText(t.sent)).toBeVisible()

    const mine = ownMessages(page, t)
    await expect(mine).toHaveCount(1)
    // Line breaks kept; the address a link that opens safely in a new tab, its full stop left out.
    const address = code === 'es' ? 'https://example.com/vuelos' : 'https://example.com/flying'
    expect(await mine.locator('p.whitespace-pre-wrap').evaluate((element) => element.textContent)).toBe(
      body.replace(address, `${address} ${t.newTab}`),
    )
    const link = mine.getByRole('link', { name: new RegExp(`^https://example\\.com/(vuelos|flying) ${t.newTab.replace(/[()]/g, '\\$&')}$`) })
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(mine.getByRole('link', { name: /report\.pdf/ })).toBeVisible()
    // The text box is empty again, ready for the next message.
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue('')
    await axeInLightAndDark(page, { followsDevice: true })
  })

  test(`${code}: without JavaScript, a message with a file is sent by a plain form and shown in the thread`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await signUp(page, { name: 'Tomás Herrera', email: uniqueEmail(`care-nojs-${code}`), password: STRONG_PASSWORD }, prefix)
    await page.goto(`${prefix}/account/care-team`)
    await expect(page.getByText(t.empty)).toBeVisible()
    await page
      .getByLabel(t.message, { exact: true })
      .fill(code === 'es' ? 'Adjunto mi última receta.\nGracias' : 'Here is my last prescription.\nThanks')
    await page.getByLabel(t.files).setInputFiles({ name: 'receta.pdf', mimeType: 'application/pdf', buffer: Buffer.from(documentFiles.pdf) })
    await page.getByRole('button', { name: t.send }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/account/care-team#care-team-form-title$`))
    await expect(page.getByText(t.sent)).toBeVisible()
    const mine = ownMessages(page, t)
    await expect(mine).toContainText(code === 'es' ? 'Adjunto mi última receta.' : 'Here is my last prescription.')
    const file = mine.getByRole('link', { name: /receta\.pdf/ })
    const download = await page.request.get(new URL((await file.getAttribute('href'))!, page.url()).href)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toBe('application/pdf')
    expect(Buffer.from(await download.body()).equals(Buffer.from(documentFiles.pdf))).toBe(true)
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue('')
    await context.close()
  })
}

test('the team’s answer: a badge on the tab while the patient is elsewhere, and on the open page without reloading, with “Read”', async ({
  page,
  browser,
}) => {
  const t = texts.en
  const staff = await browser.newContext()
  const console = await staff.newPage()
  await signedInStaff(console, 'coordinator', { name: 'Ana Pérez' })

  const name = `Lucas Moreno ${Date.now()}`
  await signUp(page, { name, email: uniqueEmail('care-live'), password: STRONG_PASSWORD })
  await page.goto('/account/care-team')
  await page.getByLabel(t.message, { exact: true }).fill('Do I need someone to drive me home after the surgery?')
  await page.getByRole('button', { name: t.send }).click()
  await expect(ownMessages(page, t)).toHaveCount(1)
  await expect(thread(page, t)).toContainText('is now your coordinator')
  await page.goto('/account')

  // The coordinator opens the conversation (reading the patient's message) and answers.
  await console.goto('/admin/conversations')
  await console.getByRole('link', { name }).first().click()
  await waitForConsoleHydration(console)
  await console.getByLabel('Message', { exact: true }).fill('Yes: please come with someone, you will not be able to drive that day.')
  await console.getByRole('button', { name: 'Send to patient' }).click()
  await expect(console.getByText('Message sent to the patient.')).toBeVisible()

  // Elsewhere in the account, the tab counts it.
  await page.reload()
  const tab = page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: /^My care team/ })
  await expect(tab).toHaveAccessibleName('My care team 1 unread message')
  await tab.click()
  await expect(thread(page, t)).toContainText('you will not be able to drive that day')
  await expect(tab).toHaveAccessibleName('My care team')
  await expect(ownMessages(page, t)).toContainText(t.read)

  // On the open page, the next answer arrives by itself.
  await waitForHydration(page)
  await console.getByLabel('Message', { exact: true }).fill('And bring your sunglasses.')
  await console.getByRole('button', { name: 'Send to patient' }).click()
  await expect(thread(page, t)).toContainText('And bring your sunglasses.', { timeout: 10_000 })
  await expect(thread(page, t).getByRole('listitem').filter({ hasText: 'And bring your sunglasses.' })).toContainText('patient coordinator')
  // The coordinator's card, the event line, both sides' messages and "Read": light and dark.
  await expect(page.getByRole('heading', { name: 'Your patient coordinator' })).toBeVisible()
  await axeInLightAndDark(page, { followsDevice: true })
  await staff.close()
})

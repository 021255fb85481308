import { expect, test, type Locator } from '@playwright/test'
import { waitForHydration } from './fixtures'

/*
 * The home page's contact form is an island (app/ui/island.tsx): its code is
 * not part of the page's first load. Until it arrives, React keeps the form's
 * server HTML as it is, and the rest of the page is interactive.
 */
test('the home contact form stays whole while its code has not arrived, and works once it has', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const formCode: string[] = []
  await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
    formCode.push(route.request().url())
    await held
    await route.continue()
  })
  await page.goto('/')
  await waitForHydration(page)
  const form = page.locator('form#home-contact')
  await expect(form.getByLabel('Full name')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Send message' })).toBeVisible()
  // The rest of the page is live: the chat opens.
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(page.locator('#chat-widget')).toBeVisible()
  await page.keyboard.press('Escape')

  await form.getByLabel('Full name').focus()
  await expect.poll(() => formCode.length).toBeGreaterThan(0)
  await form.getByLabel('Full name').fill('Ana')
  release()
  await expectEmailCheckedWhenLeft(form)
  await expect(form.getByLabel('Full name')).toHaveValue('Ana')
})

test('when its code fails to load, the form stays as the server wrote it, no error replaces the page, and the next touch tries again', async ({
  page,
}) => {
  let attempts = 0
  await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
    attempts += 1
    if (attempts === 1) await route.abort('internetdisconnected')
    else await route.continue()
  })
  await page.goto('/')
  await waitForHydration(page)
  // Its section hydrates, and asks for the form's code, once it comes near the screen (ui/hydrate-when-seen).
  const form = page.locator('form#home-contact')
  await form.scrollIntoViewIfNeeded()
  // The first load failed (the key press waitForHydration makes may already have tried again).
  await expect.poll(() => attempts).toBeGreaterThanOrEqual(1)
  await expect(form.getByLabel('Full name')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/error/i)

  await expectEmailCheckedWhenLeft(form)
  expect(attempts).toBeGreaterThanOrEqual(2)
})

/** Once hydrated (events before that are the browser's alone), the form checks a field as it is left. */
async function expectEmailCheckedWhenLeft(form: Locator) {
  const email = form.getByLabel('Email', { exact: true })
  await email.fill('not-an-email')
  await expect(async () => {
    await email.focus()
    await email.blur()
    await expect(form.getByText('This email is invalid.')).toBeVisible({ timeout: 1000 })
  }).toPass()
}

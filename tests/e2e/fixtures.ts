import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { RENDER_ALL_ATTRIBUTE } from '../../app/navigation/render-when-near'

export const locales = [
  { code: 'en', prefix: '' },
  { code: 'es', prefix: '/es' },
] as const

/** A path in a locale: ('/modals', 'es') → /es/modals. */
export function inLocale(path: string, prefix: string) {
  return path === '/' ? prefix || '/' : `${prefix}${path}`
}

/** Fails on any WCAG 2.2 A/AA violation axe can find on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // Checked at rest: a toast or dialog fading in has its text half transparent for a moment (a toast's
  // progress bar runs for as long as it shows, and looping animations never end: those do not count).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          (animation as CSSAnimation).animationName === 'toast-progress',
      ),
  )
  // The lower parts of a page are laid out only near the screen (render-when-near, app.css); axe reads colours by hit
  // testing, which passes over a part not laid out. Checked as a person sees each part once they scroll to it.
  await page.evaluate((attribute) => document.documentElement.setAttribute(attribute, ''), RENDER_ALL_ATTRIBUTE)
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to merge frames' results,
  // which our pages (no iframes) do not need, and took twice as long (1.14 s against 0.62 s a check, measured).
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode().analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
  expect(summary).toEqual([])
}

/**
 * Axe in light and then dark mode (the device's setting), ending in light. `followsDevice`: the page's colour mode is
 * the device's, so wait until the page has switched before each check.
 */
export async function axeInLightAndDark(page: Page, { followsDevice = false } = {}) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    if (followsDevice) await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*\bdark\b)/)
    await expectNoAxeViolations(page)
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/** Waits until React has hydrated the page and its islands (the chat, an island, switches its form to script validation then). */
export async function waitForHydration(page: Page) {
  // Islands wake when the browser is first idle, or at the first touch: a test may have stopped the clock. The
  // scripts arrive after the first paint (decision 025), so a touch may come before the page listens: touch again.
  await expect(async () => {
    await page.keyboard.press('Shift')
    await expect(page.locator('#chat-widget form')).toHaveAttribute('novalidate', '', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

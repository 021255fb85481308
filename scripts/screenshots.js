// Takes screenshots of pages in both languages, light and dark, at 375 px and
// 1280 px, into screenshots/. Usage: node scripts/screenshots.js [baseURL] [path…]
import fs from 'node:fs'
import { chromium } from '@playwright/test'

const [baseURL = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const pages = paths.length > 0 ? paths : ['/', '/modals', '/no-such-page']
fs.mkdirSync('screenshots', { recursive: true })

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const colorScheme of ['light', 'dark']) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme })
    const page = await context.newPage()
    for (const locale of ['', '/es']) {
      for (const path of pages) {
        const url = `${baseURL}${locale}${path === '/' && locale ? '' : path}`
        await page.goto(url, { waitUntil: 'networkidle' })
        const name = `${(locale || '/en').slice(1)}${path.replaceAll('/', '_') || '_home'}-${colorScheme}-${width}.png`
        // Lower parts of a page are laid out only near the screen (render-when-near, app.css): all of them, for the whole page.
        await page.evaluate(() => document.documentElement.setAttribute('data-render-all', ''))
        await page.screenshot({ path: `screenshots/${name}`, fullPage: true })
        console.log(name)
      }
    }
    await context.close()
  }
}
await browser.close()

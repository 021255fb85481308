import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from '../../tests/setup/app-server'
import { catalogueHref } from './catalogue-files.server'
import { catalogueAt } from './catalogue-store'
import en from './messages/en.json'
import { pageMessages } from './messages.server'

/*
 * A page's catalogue is a file of its own, kept by browsers for a year, named
 * by its content (i18n/catalogue-store.ts): the page names it, never holds it.
 */

/** A message the home page never shows (the sign-in form's), as written: it has no placeholders. */
const unshownMessage = Object.values(en.auth).find((value): value is string => typeof value === 'string' && !/[{<]/.test(value) && value.length > 20)!

describe('page catalogues as files', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer('sqlite')
  }, 120_000)
  afterAll(async () => server?.close())

  const preloadedCatalogue = (html: string) =>
    /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" data-catalogue=""/.exec(html)?.[1]

  it('a page preloads its locale and area catalogue and does not carry it', async () => {
    for (const [path, locale] of [
      ['/', 'en'],
      ['/es', 'es'],
    ] as const) {
      const html = await (await fetch(`${server.origin}${path}`)).text()
      expect(preloadedCatalogue(html), path).toBe(catalogueHref(locale, 'public'))
    }
    const home = await (await fetch(`${server.origin}/`)).text()
    expect(unshownMessage).toBeDefined()
    expect(home).not.toContain(unshownMessage)
  })

  it('serves each catalogue compressed, immutable, exactly as the server renders with', async () => {
    const href = catalogueHref('en', 'public')
    expect(href).toMatch(/^\/_catalogue\/en-public\.[\w-]{12}\.json$/)
    const answer = await fetch(`${server.origin}${href}`, { headers: { 'Accept-Encoding': 'br' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.get('Content-Encoding')).toBe('br')
    expect(answer.headers.get('Set-Cookie')).toBeNull()
    const served = await answer.json()
    expect(served).toEqual(JSON.parse(JSON.stringify(pageMessages('en', 'public'))))
    expect(served).toHaveProperty('auth')
    expect(catalogueAt(href)).toBe(pageMessages('en', 'public'))
  })

  it('names each locale and area apart, and a name it never gave is a 404', async () => {
    const hrefs = (['en', 'es'] as const).flatMap((locale) => (['public', 'patient', 'console'] as const).map((area) => catalogueHref(locale, area)))
    expect(new Set(hrefs).size).toBe(6)
    for (const path of ['/_catalogue/en-public.AAAAAAAAAAAA.json', '/_catalogue/', '/_catalogue/../package.json'])
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(404)
  })
})

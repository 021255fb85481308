import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { isPagePath, localePreference } from './locale-preference'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

/** The answer of the locale layer in front of a stand-in for React Router, to a browser (fetch's own "node" is a bot). */
async function answer(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const app = express()
  app.use(localePreference({ secure: false }))
  app.use((_req, res) => {
    res.status(200).send('page')
  })
  const server = app.listen(0)
  try {
    await new Promise((resolve) => server.once('listening', resolve))
    return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
      redirect: 'manual',
      method: init.method,
      headers: { 'User-Agent': BROWSER, ...init.headers },
    })
  } finally {
    server.close()
  }
}

describe('locale preference in front of the pages', () => {
  it('a Spanish choice opening an English URL is sent to the Spanish twin, uncacheable, without rewriting the cookie', async () => {
    const response = await answer('/medical-services?q=lasik', { headers: { Cookie: 'locale=es', 'Accept-Language': 'es' } })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/es/medical-services?q=lasik')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toMatch(/Cookie/)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('the switcher records the choice for a year, site-wide, SameSite=Lax', async () => {
    const response = await answer('/es/blog?lang=en', { headers: { Cookie: 'locale=es' } })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/blog')
    expect(response.headers.get('set-cookie')).toBe('locale=en; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax')
  })

  it('leaves alone what is not a page document: posts, the API, data requests and files', async () => {
    const spanish = { Cookie: 'locale=es' }
    for (const path of ['/v1/services', '/blog.data', '/_root.data', '/__manifest?p=%2Fadmin&version=1', '/sitemap.xml', '/robots.txt']) {
      expect((await answer(path, { headers: spanish })).status, path).toBe(200)
    }
    expect((await answer('/contact-us', { method: 'POST', headers: spanish })).status).toBe(200)
  })

  it('knows a page path', () => {
    expect(isPagePath('/')).toBe(true)
    expect(isPagePath('/es/blog/lasik-in-bogota')).toBe(true)
    expect(isPagePath('/maps/co.svg')).toBe(false)
    expect(isPagePath('/v1')).toBe(false)
    expect(isPagePath('/__manifest')).toBe(false)
  })
})

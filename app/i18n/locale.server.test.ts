import { describe, expect, it } from 'vitest'
import { localeRedirect } from './locale.server'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

function visit(path: string, headers: { cookie?: string; acceptLanguage?: string; userAgent?: string } = {}) {
  return localeRedirect({ url: new URL(path, 'http://localhost'), userAgent: BROWSER, ...headers })
}

describe('first visit (no locale cookie)', () => {
  it('a Spanish browser on an English page goes to its Spanish twin, and the choice is recorded', () => {
    expect(visit('/blog?q=lasik', { acceptLanguage: 'es-CO,es;q=0.9,en;q=0.5' })).toEqual({ location: '/es/blog?q=lasik', setCookie: 'es' })
    expect(visit('/', { acceptLanguage: 'es' })).toEqual({ location: '/es', setCookie: 'es' })
  })

  it('an English browser, or one that says nothing, stays; a /es URL is a choice in itself', () => {
    expect(visit('/', { acceptLanguage: 'en-US,en;q=0.9,es;q=0.8' })).toBeUndefined()
    expect(visit('/')).toBeUndefined()
    expect(visit('/es/blog', { acceptLanguage: 'en' })).toBeUndefined()
  })
})

describe('a recorded choice is honoured in both directions, and viewing never rewrites it', () => {
  it('Spanish: an English URL (typed, bookmarked) goes to its Spanish twin, query kept, no new cookie', () => {
    expect(visit('/', { cookie: 'locale=es', acceptLanguage: 'es' })).toEqual({ location: '/es' })
    expect(visit('/destinations/bogota?x=1', { cookie: 'a=b; locale=es', acceptLanguage: 'en' })).toEqual({ location: '/es/destinations/bogota?x=1' })
    expect(visit('/es/blog', { cookie: 'locale=es', acceptLanguage: 'en' })).toBeUndefined()
  })

  it('English: a /es URL goes to its English twin, even from a Spanish browser', () => {
    expect(visit('/es/blog', { cookie: 'locale=en', acceptLanguage: 'es' })).toEqual({ location: '/blog' })
    expect(visit('/es', { cookie: 'locale=en' })).toEqual({ location: '/' })
    expect(visit('/', { cookie: 'locale=en', acceptLanguage: 'es' })).toBeUndefined()
  })

  it('an unknown cookie value counts as no choice', () => {
    expect(visit('/', { cookie: 'locale=fr', acceptLanguage: 'es' })).toEqual({ location: '/es', setCookie: 'es' })
  })
})

describe('the language switcher (?lang=)', () => {
  it('records the choice in either direction, whatever the cookie or the browser says, and drops the parameter', () => {
    expect(visit('/blog?q=lasik&lang=en', { cookie: 'locale=es', acceptLanguage: 'es' })).toEqual({ location: '/blog?q=lasik', setCookie: 'en' })
    expect(visit('/es?lang=es', { cookie: 'locale=en', acceptLanguage: 'en' })).toEqual({ location: '/es', setCookie: 'es' })
  })

  it('an unknown language records nothing and keeps the page', () => {
    expect(visit('/es/blog?lang=fr', { cookie: 'locale=en' })).toEqual({ location: '/es/blog' })
  })
})

describe('crawlers keep each URL in its own language', () => {
  it('are never sent to a twin, whatever they carry', () => {
    expect(visit('/', { acceptLanguage: 'es', userAgent: GOOGLEBOT })).toBeUndefined()
    expect(visit('/es/blog', { cookie: 'locale=en', userAgent: GOOGLEBOT })).toBeUndefined()
  })

  it('following a switcher link get the clean URL, without a cookie', () => {
    expect(visit('/es/blog?lang=es', { userAgent: GOOGLEBOT })).toEqual({ location: '/es/blog' })
  })
})

it('never redirects to another host', () => {
  expect(visit('/es//evil.example/x', { cookie: 'locale=en' })).toEqual({ location: '/evil.example/x' })
})

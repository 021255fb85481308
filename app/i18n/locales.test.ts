import { expect, it } from 'vitest'
import { localeFromPath, localizePath, stripLocale, switchLocalePath } from './locales'

it.each([
  ['/', 'en', '/'],
  ['/es', 'es', '/'],
  ['/es/', 'es', '/'],
  ['/es/blog/lasik', 'es', '/blog/lasik'],
  ['/ES/blog', 'es', '/blog'],
  ['/estonia', 'en', '/estonia'],
  ['/blog/es', 'en', '/blog/es'],
])('%s is %s, neutral path %s', (path, locale, neutral) => {
  expect(localeFromPath(path)).toBe(locale)
  expect(stripLocale(path)).toBe(neutral)
})

it('localizes neutral and already-localized paths', () => {
  expect(localizePath('/', 'es')).toBe('/es')
  expect(localizePath('/blog', 'es')).toBe('/es/blog')
  expect(localizePath('/es/blog', 'en')).toBe('/blog')
  expect(localizePath('blog', 'en')).toBe('/blog')
})

it('switching keeps query and hash and asks the server to record the choice', () => {
  expect(switchLocalePath({ pathname: '/blog', search: '?q=lasik', hash: '#top' }, 'es')).toBe('/es/blog?q=lasik&lang=es#top')
  expect(switchLocalePath({ pathname: '/es', search: '', hash: '' }, 'en')).toBe('/?lang=en')
  // Switching back from a page reached by the switcher does not pile up parameters.
  expect(switchLocalePath({ pathname: '/es/blog', search: '?lang=es' }, 'en')).toBe('/blog?lang=en')
})

// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { DisqusComments, disqusLanguage, DISQUS_ROOT_MARGIN, DISQUS_THRESHOLD } from './disqus-comments'

it('refuses to render without a shortname', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  expect(() => render(<DisqusComments shortname={undefined} identifier="x" url="https://x" title="x" />)).toThrow('Disqus shortname is required')
})

it('waits for the reader (300px ahead, half visible) with a 200px placeholder', () => {
  const observe = vi.fn()
  const options: IntersectionObserverInit[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(_callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
        options.push(init)
      }
      observe = observe
      disconnect() {}
    },
  )
  const { container } = render(<DisqusComments shortname="claravia" identifier="lasik" url="https://x/blog/lasik" title="LASIK" />)
  expect(options[0]).toEqual({ rootMargin: '300px', threshold: 0.5 })
  expect([DISQUS_ROOT_MARGIN, DISQUS_THRESHOLD]).toEqual(['300px', 0.5])
  expect(observe).toHaveBeenCalledOnce()
  expect(container.querySelector('#disqus_thread')?.className).toContain('min-h-[200px]')
  expect(document.querySelector('script[src*="disqus.com"]')).toBeNull()
})

it('uses the page language, English by default', () => {
  expect(disqusLanguage('es')).toBe('es_ES')
  expect(disqusLanguage('en')).toBe('en')
  expect(disqusLanguage(undefined)).toBe('en')
})

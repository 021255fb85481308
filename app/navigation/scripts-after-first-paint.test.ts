import { describe, expect, it } from 'vitest'
import { evaluationOrder } from './scripts-after-first-paint'

type Manifest = Parameters<typeof evaluationOrder>[0]
type EntryRoute = Parameters<typeof evaluationOrder>[1][number]

const route = (module: string, imports: string[], extra: Partial<EntryRoute> = {}) => ({ module, imports, ...extra }) as EntryRoute

describe('the order in which the loader evaluates a page’s files', () => {
  const manifest = { entry: { module: '/entry.js', imports: ['/runtime.js', '/shell.js'] } } as unknown as Manifest
  const root = route('/root.js', ['/shell.js', '/links.js'])
  const page = route('/page.js', ['/links.js', '/card.js'], { clientLoaderModule: '/page-loader.js' })

  it('puts the shell first, then each route’s shared parts before its own, each file once', () => {
    expect(evaluationOrder(manifest, [root, page])).toEqual([
      '/runtime.js',
      '/shell.js',
      '/links.js',
      '/root.js',
      '/card.js',
      '/page-loader.js',
      '/page.js',
    ])
  })

  it('leaves out the entry, which hydrates the page once everything else is evaluated', () => {
    expect(evaluationOrder(manifest, [root, page])).not.toContain('/entry.js')
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bumpContentVersion } from '~/content-editing/content-version.server'
import { normalisedPageUrl, type PageCacheHandle } from '~/http/page-cache-policy'
import routes from '~/routes'
import { startAppServer, withAppDatabase, type AppServer } from '../tests/setup/app-server'
import { canonicalPagePath, createPageCache } from './page-cache'
import { cspWithHashes, inlineScriptHashes, REACT_ARIA_STYLES } from './security-headers'

/*
 * The anonymous page cache (issue 14, item 1; docs/decisions/020): the same
 * compressed bytes for every anonymous visitor, validated by a strong ETag,
 * never a signed-in page, and a change of published content reaches it.
 */

describe('the policy of a page with no nonce', () => {
  const policy = "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'nonce-abc';img-src 'self'"
  const html =
    '<script>one()</script><script type="module">import "/a.js"</script><script src="/b.js"></script><script type="application/ld+json">{}</script>'

  it('allows exactly the inline scripts the document runs, by their hashes', () => {
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(2)
    const csp = cspWithHashes(policy, html)
    expect(csp).not.toContain('nonce-')
    expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`)
    expect(csp).toContain("img-src 'self'")
  })

  it("allows React Aria's injected styles by their hashes, and the installed React Aria still injects exactly those", () => {
    expect(cspWithHashes(policy, html)).toMatch(/style-src 'self' 'sha256-[^']+' 'sha256-[^']+';/)
    const require = createRequire(import.meta.url)
    const aria = path.dirname(require.resolve('react-aria/package.json'))
    const source = ['interactions/usePress.js', 'overlays/usePreventScroll.js']
      .map((file) => readFileSync(path.join(aria, 'dist/private', file), 'utf8'))
      .join('\n')
      .replace(/\$\{\$\w+\$var\$PRESSABLE_ATTRIBUTE\}/, 'data-react-aria-pressable')
    for (const style of REACT_ARIA_STYLES) expect(source).toContain(`\`\n${style}`)
  })
})

/*
 * Issue 25 item 7 (docs/decisions/029): a page is kept once per value of the query parameters
 * it reads, which its route declares (`pageQuery` in its handle) and its loader reads through
 * that declaration; any other parameter neither renders anew nor adds a copy.
 */
describe('the one spelling of a page path', () => {
  it('is lower case, with single slashes, no trailing one and no needless percent-encoding', () => {
    expect(canonicalPagePath('/')).toBe('/')
    expect(canonicalPagePath('//Blog//')).toBe('/blog')
    expect(canonicalPagePath('/%62log/%C3%A1')).toBe('/blog/%C3%A1')
    expect(canonicalPagePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
    expect(canonicalPagePath('/FAQS.data')).toBe('/FAQS.data')
    expect(canonicalPagePath('/%E0%A4%A')).toBe('/%E0%A4%A')
  })
})

describe('the key of a cached page', () => {
  it('holds only the parameters the page reads, in their declared order, the first value of each, encoded one way', () => {
    const names = ['q', 'category', 'page']
    expect(normalisedPageUrl('/blog', '', names)).toBe('/blog')
    expect(normalisedPageUrl('/blog', '?', names)).toBe('/blog')
    expect(normalisedPageUrl('/blog', '?utm_source=x&fbclid=1&gclid=2', names)).toBe('/blog')
    expect(normalisedPageUrl('/blog', '?page=2&utm_campaign=y&q=eye%20care', names)).toBe('/blog?q=eye+care&page=2')
    expect(normalisedPageUrl('/blog', '?q=eye+care&page=2', names)).toBe('/blog?q=eye+care&page=2')
    expect(normalisedPageUrl('/blog', '?category=a&category=b', names)).toBe('/blog?category=a')
    expect(normalisedPageUrl('/blog', '?q=', names)).toBe('/blog?q=')
    expect(normalisedPageUrl('/', '?x=1', [])).toBe('/')
  })
})

/** Modules outside app/routes that read a URL's query, and what each is to a cacheable page. */
const QUERY_READERS: Record<string, { helper: string; reads: string[] } | { apart: string }> = {
  'content-editing/preview.server.ts': { helper: 'readWithPreview', reads: ['preview'] },
  'http/page-cache-policy.ts': { apart: 'the declaration itself (pageQuery)' },
  'http/request-scope.server.ts': { apart: '`?locale=` of /v1 only (the root middleware asks it for API paths alone)' },
  'i18n/locale.server.ts': { apart: '`?lang=`: the language switch redirects before any page is served or rendered' },
  'booking/booking-url.ts': { apart: 'the booking pages, which are never cached' },
  'api-v1/contact-handlers.server.ts': { apart: '/v1' },
  'api-v1/respond.server.ts': { apart: '/v1' },
  'staff-console/appointment-filters.ts': { apart: 'the staff console, never cached' },
  'staff-console/ui/filter-fields.tsx': { apart: 'the staff console, never cached' },
  'staff-console/ui/console-search-box.tsx': { apart: 'the staff console, never cached' },
}

/** Reading a query parameter other than through a page's declaration (writing one, as a link does, is not reading). */
const DIRECT_READ = /\bsearchParams\b(?!\.(?:set|append|delete)\()|useSearchParams\(|URLSearchParams\([^)]*\)\.(?:get|getAll|has)\(/g

/** Why a module's source may read a parameter its page did not declare: none when every read is declared. */
function undeclaredReads(source: string, declared: readonly string[]): string[] {
  const problems = [...source.matchAll(DIRECT_READ)].map(
    (match) => `reads \`${match[0]}\` directly: declare the parameter in its pageQuery and read it with .read(url)`,
  )
  for (const reader of Object.values(QUERY_READERS)) {
    if (!('helper' in reader) || !new RegExp(`\\b${reader.helper}\\(`).test(source)) continue
    for (const name of reader.reads) if (!declared.includes(name)) problems.push(`calls ${reader.helper}, which reads \`${name}\`, undeclared`)
  }
  return problems
}

describe('the query parameters a cacheable page reads', () => {
  const app = path.join(import.meta.dirname, '../app')
  const source = (file: string) => readFileSync(path.join(app, file), 'utf8')

  /** Each page module of app/routes.ts with the layouts around it (root.tsx first). */
  function pageModules() {
    const found: { file: string; ancestors: string[] }[] = []
    const walk = (entries: RouteConfigEntry[], ancestors: string[]) => {
      for (const entry of entries) {
        if (entry.children) walk(entry.children, [...ancestors, entry.file])
        else found.push({ file: entry.file, ancestors })
      }
    }
    walk(routes, ['root.tsx'])
    return found
  }

  it('are declared beside the loader, which reads them only through the declaration; the layouts around them read none', async () => {
    const problems: string[] = []
    let cacheable = 0
    for (const { file, ancestors } of pageModules()) {
      // Only a module that says `pageCache` can be cacheable: the others are not imported (slow).
      if (!source(file).includes('pageCache')) continue
      const module = (await import(/* @vite-ignore */ path.join(app, file))) as { handle?: PageCacheHandle }
      if (module.handle?.pageCache !== true) continue
      cacheable++
      const declared = module.handle.query?.names ?? []
      for (const problem of undeclaredReads(source(file), declared)) problems.push(`${file}: ${problem}`)
      for (const layout of ancestors)
        for (const problem of undeclaredReads(source(layout), [])) problems.push(`${layout} (around ${file}): ${problem}`)
    }
    expect(cacheable).toBeGreaterThanOrEqual(30)
    expect(problems).toEqual([])
  }, 60_000)

  it('fails a page that reads a parameter it did not declare, directly or through a helper', () => {
    expect(undeclaredReads("const tab = url.searchParams.get('tab')", ['tab'])).toHaveLength(1)
    expect(undeclaredReads('const { q } = QUERY.read(url)', ['q'])).toEqual([])
    expect(undeclaredReads("const { data } = await readWithPreview(context, url, 'faq', read)", [])).toEqual([
      'calls readWithPreview, which reads `preview`, undeclared',
    ])
    expect(undeclaredReads("const { data } = await readWithPreview(context, url, 'faq', read)", ['preview'])).toEqual([])
  })

  it('every module outside the routes that reads a query says what it is to a cacheable page (a helper it calls, or apart from them)', () => {
    const reading = listSources(app).filter((file) => !file.startsWith('routes/') && new RegExp(DIRECT_READ.source).test(source(file)))
    expect(reading.sort()).toEqual(Object.keys(QUERY_READERS).sort())
    for (const [file, reader] of Object.entries(QUERY_READERS)) {
      if (!('helper' in reader)) continue
      const read = [...source(file).matchAll(/searchParams\.get\((\w+|'\w+')\)/g)].map((match) => match[1]!.replace(/'/g, ''))
      expect(
        read.map((name) => (name === 'PREVIEW_PARAM' ? 'preview' : name)),
        file,
      ).toEqual(reader.reads)
    }
  })
})

/** Every source file under a folder but tests, as paths relative to it. */
function listSources(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/'))
}

/** A page cache in front of a stand-in renderer that writes the URL it was given into the page. */
async function cacheBeforeStandIn(pageQuery: (pathname: string) => readonly string[] | undefined) {
  const cache = createPageCache({ buildVersion: 'b', contentVersion: async () => 'c', trustedContentVersion: () => 'c', pageQuery })
  const rendered: string[] = []
  const app = express()
  app.use(cache.serve)
  app.use(async (req, res, next) => {
    try {
      const url = (res.locals.sharedRenderUrl as string | undefined) ?? req.originalUrl
      rendered.push(url)
      const page = new Response(`<!doctype html><p>${url}</p><form action="${url}"></form>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' },
      })
      const unsent = await cache.answer(req, res, page)
      if (unsent) res.status(unsent.status).send(await unsent.text())
    } catch (error) {
      next(error)
    }
  })
  const server = http.createServer((req, res) => {
    if (!cache.answerAhead(req, res)) app(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    rendered,
    stats: cache.stats,
    get: async (url: string) => {
      const answer = await fetch(`${origin}${url}`, { headers: { 'Accept-Encoding': 'gzip' } })
      return { status: answer.status, etag: answer.headers.get('ETag'), body: await answer.text() }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe('a page cache keyed by the parameters a page reads', () => {
  const declared: Record<string, string[]> = { '/': [], '/blog': ['q', 'category', 'page'] }
  let stand: Awaited<ReturnType<typeof cacheBeforeStandIn>>
  beforeAll(async () => {
    stand = await cacheBeforeStandIn((pathname) => declared[pathname])
  })
  afterAll(() => stand.close())

  const random = () => Math.random().toString(36).slice(2)

  it('answers any number of unread parameters (tracking ones too) from one copy, rendered as if they were absent', async () => {
    const first = await stand.get(`/?utm_source=${random()}&x=1`)
    expect(first.body).toBe('<!doctype html><p>/</p><form action="/"></form>')
    for (let index = 0; index < 40; index++) {
      const extra = [`x=${random()}`, `utm_medium=${random()}`, `fbclid=${random()}`, `gclid=${random()}`, `utm_campaign=${random()}&y=2`][index % 5]
      const answer = await stand.get(`/?${extra}`)
      expect(answer.etag).toBe(first.etag)
      expect(answer.body).toBe(first.body)
    }
    expect(await stand.get('/')).toEqual(first)
    expect(stand.rendered).toEqual(['/'])
    expect(stand.stats()).toMatchObject({ entries: 1, renders: 1 })
  })

  it('keeps one copy per value of the parameters a page reads, whatever their order, repetition or the others', async () => {
    const before = stand.stats()
    const one = await stand.get('/blog?page=2&utm_source=news&q=eye%20care')
    expect(one.body).toContain('<p>/blog?q=eye+care&page=2</p>')
    for (const url of ['/blog?q=eye+care&page=2', '/blog?fbclid=1&q=eye%20care&page=2&page=3', '/blog?q=eye%20care&gclid=9&page=2'])
      expect(await stand.get(url), url).toEqual(one)
    const other = await stand.get('/blog?q=eye+care&page=3')
    expect(other.etag).not.toBe(one.etag)
    expect(stand.stats()).toMatchObject({ entries: before.entries + 2, renders: before.renders + 2 })
  })

  it('keeps the whole URL of a page that is not cacheable, as before', async () => {
    const before = stand.stats().renders
    await stand.get('/appointments/new?service=a&x=1')
    await stand.get('/appointments/new?service=a&x=2')
    expect(stand.rendered.slice(-2)).toEqual(['/appointments/new?service=a&x=1', '/appointments/new?service=a&x=2'])
    expect(stand.stats().renders).toBe(before + 2)
  })
})

describe('anonymous pages from the cache', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer('sqlite')
  }, 120_000)
  afterAll(async () => server?.close())

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${path}`, { headers })

  it('answers every anonymous visitor the same stored bytes, compressed as each takes them, with no cookie', async () => {
    const first = await get('/es/faqs', { 'Accept-Encoding': 'br' })
    expect(first.status).toBe(200)
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400')
    expect(first.headers.get('Set-Cookie')).toBeNull()
    expect(first.headers.get('Content-Encoding')).toBe('br')
    expect(first.headers.get('Vary')).toMatch(/Cookie.*Accept-Encoding/)
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^"[\w-]{27}-br"$/)
    const html = await first.text()
    expect(html).toContain('lang="es"')
    expect(html).not.toMatch(/nonce=|name="csrf" value="[\w-]/)

    const gzip = await get('/es/faqs', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers.get('ETag')).toBe(etag.replace('-br', '-gzip'))
    expect(await gzip.text()).toBe(html)
    const plain = await fetch(`${server.origin}/es/faqs`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(html)
    const policy = first.headers.get('Content-Security-Policy')!
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash)
  })

  it('answers later hits (from the lane, before Express) with exactly the headers and bytes of an answer through Express', async () => {
    const headersOf = (answer: Response) =>
      Object.fromEntries([...answer.headers].filter(([name]) => !['date', 'x-request-id', 'traceparent', 'keep-alive', 'connection'].includes(name)))
    const answers: Response[] = []
    for (let index = 0; index < 3; index++) answers.push(await get('/our-company', { 'Accept-Encoding': 'gzip, br' }))
    const [filled, throughExpress, fromLane] = answers
    expect(headersOf(fromLane!)).toEqual(headersOf(throughExpress!))
    expect(headersOf(fromLane!)).toEqual(headersOf(filled!))
    expect(fromLane!.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,64}$/)
    expect(fromLane!.headers.get('X-Request-Id')).not.toBe(throughExpress!.headers.get('X-Request-Id'))
    // Each answer is a span of its own (W3C traceparent), the lane's too.
    expect(fromLane!.headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)
    expect(fromLane!.headers.get('traceparent')).not.toBe(throughExpress!.headers.get('traceparent'))
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    expect(new Set(bodies).size).toBe(1)
    // A language redirect, a personal cookie or an uncompressed answer are still Express's.
    const spanishBrowser = await fetch(`${server.origin}/our-company`, {
      headers: { 'Accept-Language': 'es-CO,es;q=0.9', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' },
      redirect: 'manual',
    })
    expect(spanishBrowser.status).toBe(302)
    expect(spanishBrowser.headers.get('Location')).toBe('/es/our-company')
  })

  it('answers 304 to a visitor who has the page, and HEAD without a body', async () => {
    const etag = (await get('/faqs', { 'Accept-Encoding': 'gzip' })).headers.get('ETag')!
    // As a browser revalidates its copy (fetch() would add `no-cache` to a hand-set If-None-Match).
    const again = await get('/faqs', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag, 'Cache-Control': 'max-age=0' })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const head = await fetch(`${server.origin}/faqs`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('ETag')).toBe(etag)
  })

  it('renders a page for many visitors arriving at once only as one page: every one gets the same bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/es/destinations', { 'Accept-Encoding': 'gzip' })))
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]))
    expect(new Set(answers.map((answer) => answer.headers.get('ETag'))).size).toBe(1)
  })

  it('answers a page whose URL carries parameters it does not read from its one copy, rendered as if they were absent', async () => {
    const tracked = await get('/privacy-policies?utm_source=news&fbclid=abc&x=1', { 'Accept-Encoding': 'gzip' })
    const html = await tracked.text()
    expect(tracked.headers.get('Cache-Control')).toMatch(/^public/)
    // Nothing of the URL's other parameters is echoed: the language switch, the newsletter form's way back, the canonical link.
    expect(html).not.toMatch(/utm_source|fbclid|x=1/)
    expect(html).toContain('href="/es/privacy-policies?lang=es"')
    expect(html).toContain('name="redirectTo" value="/privacy-policies"')
    const plain = await get('/privacy-policies', { 'Accept-Encoding': 'gzip' })
    expect(plain.headers.get('ETag')).toBe(tracked.headers.get('ETag'))
    expect(await plain.text()).toBe(html)
    // A visitor with a session keeps today's rules: their page is rendered for their whole URL.
    const personal = await get('/privacy-policies?x=1', { Cookie: 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
    expect(await personal.text()).toContain('href="/es/privacy-policies?x=1&amp;lang=es"')
  })

  it('renders a page the cache holds no more for random query strings, nor keeps another copy of it (issue 25 item 7)', async () => {
    for (const page of ['/', '/medical-services']) {
      await (await get(page, { 'Accept-Encoding': 'gzip' })).text()
      const before = server.pageCacheStats()!
      const etags = new Set<string | null>()
      for (let index = 0; index < 20; index++) {
        const query = index % 2 ? `x=${Math.random().toString(36).slice(2)}` : `utm_source=${index}&gclid=${Math.random()}`
        const answer = await get(`${page}?${query}`, { 'Accept-Encoding': 'gzip' })
        etags.add(answer.headers.get('ETag'))
        await answer.text()
      }
      expect(etags.size, page).toBe(1)
      expect(server.pageCacheStats(), page).toMatchObject({ entries: before.entries, renders: before.renders })
    }
  })

  it('sends every other spelling of a cacheable page to its one path (301), keeping the query, and keeps no copy for it', async () => {
    const before = server.pageCacheStats()!
    const spellings: [string, string][] = [
      ['/FAQS', '/faqs'],
      ['/faqs/', '/faqs'],
      ['//faqs', '/faqs'],
      ['/%66aqs', '/faqs'],
      ['/Es/Medical-Services/?q=lasik', '/es/medical-services?q=lasik'],
      ['/medical-services/LASIK', '/medical-services/lasik'],
    ]
    for (const [spelling, path] of spellings) {
      const answer = await fetch(`${server.origin}${spelling}`, { redirect: 'manual' })
      expect([answer.status, answer.headers.get('Location')], spelling).toEqual([301, path])
    }
    expect(server.pageCacheStats()).toMatchObject({ entries: before.entries, renders: before.renders })
    // A malformed path is left as it is (a 404, kept nowhere); pages that are not kept and tokens keep their spelling.
    expect((await fetch(`${server.origin}/es/medical-services/Bad_Slug!`, { redirect: 'manual' })).status).toBe(404)
    expect((await fetch(`${server.origin}/new-password/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd`, { redirect: 'manual' })).status).not.toBe(301)
  })

  it('keeps a copy per value of the parameters a page reads, and none for the others: a search, where to go after signing in', async () => {
    const search = await get('/blog?utm_campaign=spring&q=lasik', { 'Accept-Encoding': 'gzip' })
    const searchHtml = await search.text()
    expect(searchHtml).toMatch(/name="q"[^>]*value="lasik"|value="lasik"[^>]*name="q"/)
    expect(searchHtml).not.toContain('utm_campaign')
    const same = await get('/blog?q=lasik', { 'Accept-Encoding': 'gzip' })
    expect(same.headers.get('ETag')).toBe(search.headers.get('ETag'))
    expect((await get('/blog?q=cataract', { 'Accept-Encoding': 'gzip' })).headers.get('ETag')).not.toBe(search.headers.get('ETag'))
    const signIn = await get('/sign-in?gclid=1&redirectTo=%2Faccount', { 'Accept-Encoding': 'gzip' })
    const signInHtml = await signIn.text()
    expect(signInHtml).toContain('name="redirectTo" value="/account"')
    expect(signInHtml).not.toContain('gclid')
    expect((await get('/sign-in?redirectTo=%2Faccount', { 'Accept-Encoding': 'gzip' })).headers.get('ETag')).toBe(signIn.headers.get('ETag'))
  })

  it('never answers a visitor with a session from the cache, nor keeps their page', async () => {
    await get('/faqs')
    const personal = await get('/faqs', { Cookie: 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
    expect(personal.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(personal.headers.get('ETag')).toBeNull()
    expect(personal.headers.get('Content-Security-Policy')).toMatch(/'nonce-/)
    // That session no longer exists: the answer clears it, which a shared cache must never keep.
    expect(personal.headers.get('Set-Cookie')).toContain('token=;')
  })

  it('gives a cached form its own stamp: as JSON for its script, as a cookie from its <noscript> image; none for a form that has none', async () => {
    const json = await get('/form-stamp.json?form=contact')
    expect(json.status).toBe(200)
    expect(json.headers.get('Cache-Control')).toBe('no-store')
    expect(json.headers.get('Set-Cookie')).toBeNull()
    expect(((await json.json()) as { stamp: string }).stamp).toMatch(/^\d{13}\.[0-9a-f]{24}\.[\w-]{32}$/)
    const image = await get('/form-stamp.gif?form=newsletter')
    expect(image.headers.get('Content-Type')).toBe('image/gif')
    expect(image.headers.get('Cache-Control')).toBe('no-store')
    expect(image.headers.get('Set-Cookie')).toMatch(/^form_stamp_newsletter=\d{13}\.[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/)
    for (const path of ['/form-stamp.json?form=sign-in', '/form-stamp.json', '/form-stamp.gif?form=../admin'])
      expect((await get(path)).status, path).toBe(404)
  })

  it("counts a person's read of an article, and nothing for a crawler, an unknown article or a broken report", async () => {
    const slug = await withAppDatabase(server, (db) =>
      db.selectFrom('blog_posts_translations').select('slug').where('locale', '=', 'en').executeTakeFirstOrThrow(),
    )
    const views = () =>
      withAppDatabase(server, async (db) => {
        const row = await db
          .selectFrom('blog_posts')
          .innerJoin('blog_posts_translations', 'blog_posts_translations.owner_id', 'blog_posts.id')
          .select('blog_posts.view_count')
          .where('blog_posts_translations.slug', '=', slug.slug)
          .executeTakeFirstOrThrow()
        return row.view_count
      })
    const report = (body: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120') =>
      fetch(`${server.origin}/blog-read`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'User-Agent': userAgent },
        body,
      })
    const before = await views()
    for (const [body, userAgent] of [
      [`slug=${slug.slug}`, 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
      ['slug=no-such-article', undefined],
      ['slug=', undefined],
      ['slug=%00%2F..', undefined],
    ] as const) {
      expect((await report(body, userAgent)).status, body).toBe(204)
    }
    expect(await views()).toBe(before)
    expect((await report(`slug=${slug.slug}`)).status).toBe(204)
    expect(await views()).toBe(before + 1)
  })

  it('pages that are not the same for everyone are never kept (booking, a 404)', async () => {
    for (const path of ['/appointments/new?service=comprehensive-eye-exam', '/blog/no-such-article']) {
      const answer = await get(path)
      expect(answer.headers.get('Cache-Control'), path).not.toMatch(/public/)
      expect(answer.headers.get('ETag'), path).toBeNull()
      expect(answer.headers.get('Content-Security-Policy'), path).not.toContain('nonce-')
    }
  })

  it('a change of published content shows at the next request after its stamp changes', async () => {
    const before = await (await get('/es/faqs')).text()
    const question = await withAppDatabase(server, async (db) => {
      const row = await db.selectFrom('faqs_translations').select(['owner_id', 'question']).where('locale', '=', 'es').executeTakeFirstOrThrow()
      expect(before).toContain(row.question)
      const changed = `${row.question} (revisada)`
      await db.updateTable('faqs_translations').set({ question: changed }).where('owner_id', '=', row.owner_id).where('locale', '=', 'es').execute()
      // Written as another process or instance would publish: the content version stamp.
      await bumpContentVersion(db, new Date())
      return changed
    })
    await expect.poll(async () => (await get('/es/faqs')).text(), { timeout: 3_000, interval: 100 }).toContain(question)
  })
})

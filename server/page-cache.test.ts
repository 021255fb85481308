import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bumpContentVersion } from '~/content-editing/content-version.server'
import { startAppServer, withAppDatabase, type AppServer } from '../tests/setup/app-server'
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
      Object.fromEntries([...answer.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name)))
    const answers: Response[] = []
    for (let index = 0; index < 3; index++) answers.push(await get('/our-company', { 'Accept-Encoding': 'gzip, br' }))
    const [filled, throughExpress, fromLane] = answers
    expect(headersOf(fromLane!)).toEqual(headersOf(throughExpress!))
    expect(headersOf(fromLane!)).toEqual(headersOf(filled!))
    expect(fromLane!.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,64}$/)
    expect(fromLane!.headers.get('X-Request-Id')).not.toBe(throughExpress!.headers.get('X-Request-Id'))
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

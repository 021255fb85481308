import { env } from '~/config/env.server'

/** GET /robots.txt: everything public may be crawled; the account area and the API may not. */
export function loader() {
  const origin = env().PUBLIC_BASE_URL
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /es/account',
    'Disallow: /v1/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}

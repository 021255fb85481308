import { env } from '~/config/env.server'

/*
 * GET /robots.txt: everything public may be crawled; the account area, the API and the forms' stamps may not
 * (the console is not named: to a stranger it does not exist, docs/decisions/016).
 */
export function loader() {
  const origin = env().PUBLIC_BASE_URL
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /es/account',
    'Disallow: /v1/',
    // A crawler that runs scripts would ask for a stamp for every form it sees.
    'Disallow: /form-stamp.',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}

import { env } from '~/config/env.server'
import { database } from '~/db/db.server'
import { locales } from '~/i18n/locales'
import { sitemapPages } from '~/seo/sitemap.server'

/** GET /sitemap.xml: every public page in both languages, each with its alternates (slugs differ by language). */
export async function loader() {
  const origin = env().PUBLIC_BASE_URL
  const pages = await sitemapPages(database())
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const urls = pages.flatMap(({ paths, lastModified }) =>
    locales.map((locale) => {
      const alternates = locales
        .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate}" href="${escape(origin + paths[alternate])}"/>`)
        .join('')
      const modified = lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
      return `<url><loc>${escape(origin + paths[locale])}</loc>${modified}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${escape(origin + paths.en)}"/></url>`
    }),
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}

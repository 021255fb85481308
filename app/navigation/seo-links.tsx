import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { useTranslations } from 'use-intl'
import { localeFromPath, localizePath, locales, type Locale } from '~/i18n/locales'
import { DEFAULT_OG_IMAGE, OG_IMAGE_SIZE } from '~/seo/og-images'

/** A page whose slug differs by language returns its paths per language as `alternates` (pageAlternates). */
type PageAlternates = Partial<Record<Locale, string>>

function usePageAlternates(): PageAlternates {
  const matches = useMatches()
  const data = matches.at(-1)?.data as { alternates?: PageAlternates } | undefined
  return data?.alternates ?? {}
}

/** Canonical URL and hreflang alternates of the current page (React hoists them into <head>). */
export function SeoLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation()
  const locale = localeFromPath(pathname)
  const alternates = usePageAlternates()
  const href = (path: string) => `${origin}${path}`
  const pathIn = (language: Locale) => alternates[language] ?? localizePath(pathname, language)
  return (
    <>
      <link rel="canonical" href={href(localizePath(pathname, locale))} />
      {locales.map((alternate) => (
        <link key={alternate} rel="alternate" hrefLang={alternate} href={href(pathIn(alternate))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(pathIn('en'))} />
    </>
  )
}

/** The site's public origin (PUBLIC_BASE_URL), for absolute links. */
export function useOrigin() {
  const root = useRouteLoaderData('root') as { publicEnv?: { PUBLIC_BASE_URL: string } } | undefined
  return root?.publicEnv?.PUBLIC_BASE_URL ?? ''
}

const ogLocales = { en: 'en_US', es: 'es_ES' } as const

/** A page's own Open Graph image (a path from ~/seo/og-images) and its text alternative. */
export type OgImage = { path: string; alt: string }

/**
 * Title, description and Open Graph tags of a page; without a title the site's
 * default is used, without an image the site's default image (always an
 * absolute URL: social sites do not resolve relative ones).
 */
export function PageMeta({
  title,
  description,
  type = 'website',
  image,
}: {
  title?: string
  description?: string
  type?: 'website' | 'article'
  image?: OgImage
}) {
  const t = useTranslations('meta')
  const { pathname } = useLocation()
  const origin = useOrigin()
  const locale = localeFromPath(pathname)
  const fullTitle = title ? t('title_template', { title }) : t('default_title')
  const summary = description ?? t('default_description')
  const { path: imagePath, alt: imageAlt } = image ?? { path: DEFAULT_OG_IMAGE, alt: t('image_alt_default') }
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={`${origin}${localizePath(pathname, locale)}`} />
      <meta property="og:site_name" content={t('site_name')} />
      <meta property="og:locale" content={ogLocales[locale]} />
      <meta property="og:locale:alternate" content={ogLocales[locale === 'en' ? 'es' : 'en']} />
      <meta property="og:image" content={`${origin}${imagePath}`} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  )
}

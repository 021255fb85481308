import { useTranslations } from 'use-intl'
import { HydrateWhenSeen } from '~/ui/hydrate-when-seen'
import { island } from '~/ui/island'
import { LocalizedLink } from '~/navigation/localized-link'
import { Logo } from './logo'
import { mainNavigation } from './navigation-items'

/** At the foot of every page: its code loads once the page is interactive. */
const NewsletterForm = island(() => import('~/newsletter/newsletter-form').then((module) => module.NewsletterForm))

/** Footer columns: a heading key and locale-neutral links with their message keys. */
const columns = [
  { title: 'footer.explore', links: mainNavigation.slice(0, 4).map((item) => ({ to: item.to, label: `nav.${item.label}` })) },
  { title: 'footer.company', links: mainNavigation.slice(4).map((item) => ({ to: item.to, label: `nav.${item.label}` })) },
  {
    title: 'footer.legal',
    links: [
      { to: '/privacy-policies', label: 'footer.privacy_policies' },
      { to: '/terms-and-conditions', label: 'footer.terms_and_conditions' },
    ],
  },
] as const

/** At the foot of every page, laid out (render-when-near, app.css) and hydrated (ui/hydrate-when-seen) when it comes near the screen. */
export function SiteFooter() {
  return (
    <HydrateWhenSeen as="footer" className="render-when-near mt-auto border-t border-line bg-surface">
      <FooterContent />
    </HydrateWhenSeen>
  )
}

function FooterContent() {
  const t = useTranslations()
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm text-ink-muted">{t('footer.tagline')}</p>
          <section aria-labelledby="footer-newsletter-title" className="mt-8">
            <h2 id="footer-newsletter-title" className="text-sm font-semibold text-ink">
              {t('newsletter.title')}
            </h2>
            <p className="mt-1 mb-3 text-sm text-ink-muted">{t('newsletter.lead')}</p>
            <NewsletterForm id="footer-newsletter" compact />
          </section>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-ink">{t(column.title)}</h2>
            <ul className="mt-4 flex flex-col gap-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <LocalizedLink to={link.to} className="text-sm text-ink-muted hover:text-ink hover:underline">
                    {t(link.label)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-ink-muted sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.medical_disclaimer')}</p>
        </div>
      </div>
    </>
  )
}

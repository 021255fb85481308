import { forwardRef, type ComponentProps } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { localeFromPath, localizePath } from '~/i18n/locales'
import { usePrefetchMode } from './prefetch'

/** The current page's locale, from the URL (the single source of truth). */
export function useLocale() {
  return localeFromPath(useLocation().pathname)
}

/** Turns a locale-neutral path ("/blog") into the current locale's ("/es/blog"). */
export function useLocalizePath() {
  const locale = useLocale()
  return (path: string) => localizePath(path, locale)
}

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string }

/** A link to a locale-neutral path, in the current locale, prefetched on intent. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocalizedLink({ to, ...props }, ref) {
  const localize = useLocalizePath()
  return <Link ref={ref} to={localize(to)} prefetch={usePrefetchMode()} {...props} />
})

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string }

export const LocalizedNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function LocalizedNavLink({ to, ...props }, ref) {
  const localize = useLocalizePath()
  return <NavLink ref={ref} to={localize(to)} prefetch={usePrefetchMode()} {...props} />
})

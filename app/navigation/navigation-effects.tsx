import { useEffect, useRef } from 'react'
import { createPath, useNavigation, type Path } from 'react-router'
import { useTranslations } from 'use-intl'
import { toast } from '~/toast/toast-store'
import { mayReloadNow, rememberReload } from './reload-guard'
import { useRenderAllAfterFirstPage } from './render-when-near'

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000

interface NavigateEventLike extends Event {
  navigationType: string
  cancelable: boolean
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void
}

/** The location the router is navigating to, read synchronously from its state. */
function routerTarget() {
  const router = (window as Window & { __reactRouterDataRouter?: { state: { navigation: { location?: Path } } } }).__reactRouterDataRouter
  const location = router?.state.navigation.location
  return location ? createPath(location) : null
}

/**
 * Navigation behaviours of the whole app (mounted once, in the root):
 * - when a route module fails to load during a navigation, React Router
 *   reloads the *current* page; we redirect that reload to the *target* page,
 *   at most once per 10 seconds;
 * - after the first client-side navigation, pages are laid out whole (render-when-near.ts);
 * - every hour we ask the server which build is live; once it differs from
 *   ours, the next navigation is a full page load so it gets the new code.
 */
export function NavigationEffects() {
  const navigation = useNavigation()
  const target = useRef<string | null>(null)
  const updateAvailable = useRef(false)
  const t = useTranslations('errors')
  useRenderAllAfterFirstPage()

  const pending = navigation.state === 'idle' ? null : createPath(navigation.location)

  useEffect(() => {
    target.current = pending
    if (pending && updateAvailable.current && mayReloadNow(sessionStorage)) {
      rememberReload(sessionStorage)
      window.location.assign(pending)
    }
  }, [pending])

  useEffect(() => {
    const api = (window as Window & { navigation?: NavigationLike }).navigation
    if (!api) return
    const onNavigate = (event: NavigateEventLike) => {
      const destination = routerTarget() ?? target.current
      if (event.navigationType !== 'reload' || !destination || !event.cancelable) return
      event.preventDefault()
      if (mayReloadNow(sessionStorage)) {
        rememberReload(sessionStorage)
        window.location.assign(destination)
      } else {
        toast.add({
          title: t('page_load_failed'),
          color: 'alert',
          actions: [{ label: t('retry'), onClick: () => window.location.assign(destination) }],
        })
      }
    }
    api.addEventListener('navigate', onNavigate)
    return () => api.removeEventListener('navigate', onNavigate)
  }, [t])

  useEffect(() => {
    const current = (window as Window & { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version
    const check = async () => {
      try {
        const response = await fetch('/_build/latest.json', { cache: 'no-store' })
        const { version } = (await response.json()) as { version?: string }
        if (version && current && version !== current) updateAvailable.current = true
      } catch {
        // Offline or server restarting: try again at the next interval.
      }
    }
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [])

  return null
}

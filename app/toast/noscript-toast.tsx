import { useTranslations } from 'use-intl'
import { Icon } from '~/ui/icon/icon'
import { useHydrated } from '~/ui/use-hydrated'
import { ToastItem } from './toast-item'
import type { ToastColor } from './toast-types'

const icons = {
  primary: 'lucide:info',
  gray: 'lucide:info',
  success: 'lucide:circle-check',
  warning: 'lucide:triangle-alert',
  alert: 'lucide:circle-x',
} as const

/**
 * A toast for browsers without JavaScript: rendered by the server, where the
 * toast region (client-only) cannot show it. Same look, no timer; it stays
 * until the next page. With JavaScript it is hidden by CSS before the first
 * paint (html[data-js]) and removed once the page hydrates; the toast region
 * shows the real one.
 */
export function NoScriptToast({ toast }: { toast: { id?: string; title: string; description?: string; color?: ToastColor } | null | undefined }) {
  const t = useTranslations('toast')
  const hydrated = useHydrated()
  if (!toast || hydrated) return null
  const color = toast.color ?? 'primary'
  return (
    <div className="static-toast pointer-events-none fixed inset-x-0 top-0 z-50 p-4 sm:right-0 sm:left-auto sm:p-6">
      <div className="flex flex-col items-end gap-2">
        <ToastItem
          toast={{
            id: toast.id ?? 'noscript',
            title: toast.title,
            description: toast.description,
            color,
            closeButton: false,
            timeout: 0,
            actions: [],
            icon: <Icon name={icons[color]} />,
          }}
          closeLabel={t('close')}
          onClose={() => undefined}
        />
      </div>
    </div>
  )
}

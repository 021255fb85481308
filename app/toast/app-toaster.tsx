import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { Icon } from '~/ui/icon/icon'
import type { FlashToast } from './flash-toast.server'
import { toast } from './toast-store'
import { Toaster } from './toaster'

const flashIcons = {
  primary: 'lucide:info',
  gray: 'lucide:info',
  success: 'lucide:circle-check',
  warning: 'lucide:triangle-alert',
  alert: 'lucide:circle-x',
} as const

/** The app's toast region, labelled in the page's language. */
export function AppToaster() {
  const t = useTranslations('toast')
  return <Toaster labels={{ region: t('region'), close: t('close') }} />
}

/** Shows a toast the server left for this page (see flash-toast.server.ts). */
export function useFlashToast(flash: FlashToast | null) {
  useEffect(() => {
    if (!flash) return
    toast.add({ ...flash, icon: <Icon name={flashIcons[flash.color ?? 'primary']} /> })
  }, [flash])
}

import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { toast } from '~/toast/toast-store'
import { Icon } from '~/ui/icon/icon'
import { onNetworkFailure } from './network-failure'

/** Forms whose failure the spec words itself (§ feedback texts); every other form gets the general one. */
const OWN_TEXTS: Record<string, { title: string; description: string }> = {
  '/contact-us': { title: 'contact.failure_title', description: 'contact.failure_description' },
}

/** Mounted once in the root: the toast for a form that could not be sent (see network-failure.ts). */
export function NetworkFailureToasts() {
  // Keys are chosen at run time from the table above.
  const t = useTranslations() as unknown as (key: string) => string
  useEffect(
    () =>
      onNetworkFailure((actionPath) => {
        const texts = OWN_TEXTS[actionPath.replace(/^\/es(?=\/|$)/, '') || '/'] ?? {
          title: 'errors.offline_submit.title',
          description: 'errors.offline_submit.description',
        }
        toast.add({ title: t(texts.title), description: t(texts.description), color: 'alert', icon: <Icon name="lucide:circle-x" /> })
      }),
    [t],
  )
  return null
}

import { browserTimeZone } from '~/i18n/time-zones'
import { useHydrated } from '~/ui/use-hydrated'

/**
 * The zone a conversation's times are drawn in: the browser's own once the page runs script, the
 * server's best guess (`fallback`) before and without it. The page names the zone beside the times.
 */
export function useViewerTimeZone(fallback: string) {
  const hydrated = useHydrated()
  return (hydrated ? browserTimeZone() : undefined) ?? fallback
}

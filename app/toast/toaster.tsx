import { toast as defaultStore, type ToastStore } from './toast-store'
import { ToastItem } from './toast-item'
import { useToasts } from './use-toasts'

export interface ToasterLabels {
  /** Accessible name of the region, e.g. "Notifications". */
  region: string
  /** Accessible name of each close button, e.g. "Close". */
  close: string
}

/**
 * The toast region, rendered once per page (in the root layout). Top-right
 * from `sm`, full-width top on phones: the bottom-right corner belongs to the
 * chat button. The region ignores the pointer so it never blocks the page;
 * only the toasts themselves take clicks.
 */
export function Toaster({ labels, store = defaultStore }: { labels: ToasterLabels; store?: ToastStore }) {
  const toasts = useToasts(store)
  return (
    <section aria-label={labels.region} className="pointer-events-none fixed inset-x-0 top-0 z-50 p-4 sm:right-0 sm:left-auto sm:p-6">
      <div className="flex flex-col items-end gap-2">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} closeLabel={labels.close} onClose={store.remove} />
        ))}
      </div>
    </section>
  )
}

import { Icon } from '~/ui/icon/icon'

/** The visual of a treatment: its icon on a soft gradient, drawn at a fixed ratio so nothing shifts. */
export function ServiceArt({ icon, category, className }: { icon: string; category: 'eye' | 'other'; className?: string }) {
  const tone =
    category === 'eye'
      ? 'from-foam via-primary-100 to-calm-aqua/60 text-primary-700 dark:from-primary-950 dark:via-tuna dark:to-primary-900 dark:text-primary-300'
      : 'from-gallery via-sky-100 to-sage-blue/40 text-sage-blue dark:from-tuna dark:via-gray-800 dark:to-sage-blue/30 dark:text-calm-aqua'
  return (
    <div aria-hidden="true" className={`relative aspect-[16/9] overflow-hidden bg-gradient-to-br ${tone} ${className ?? ''}`}>
      <div className="absolute -top-1/4 -right-1/6 size-3/4 rounded-full border-[12px] border-current opacity-10" />
      <div className="absolute -bottom-1/3 -left-1/6 size-2/3 rounded-full border-[10px] border-current opacity-10" />
      <div className="absolute inset-0 grid place-items-center">
        <span className="grid size-20 place-items-center rounded-3xl bg-surface/80 shadow-sm backdrop-blur">
          <Icon name={icon} className="size-10" />
        </span>
      </div>
    </div>
  )
}

import { Icon } from '~/ui/icon/icon'

/** Each category has its own illustration style, so cards are recognisable at a glance. */
const styles: Record<string, { icon: string; tone: string }> = {
  'eye-health': { icon: 'lucide:eye', tone: 'from-foam to-calm-aqua/70 text-primary-700' },
  'refractive-surgery': { icon: 'lucide:scan-eye', tone: 'from-primary-100 to-pacific-blue/40 text-pacific-blue' },
  'medical-travel': { icon: 'lucide:plane', tone: 'from-gallery to-sage-blue/50 text-sage-blue' },
  'patient-stories': { icon: 'lucide:heart', tone: 'from-amber-50 to-warning/40 text-amber-700' },
  'technology-and-research': { icon: 'lucide:microscope', tone: 'from-sky-50 to-still-gray/50 text-tuna' },
}

export function PostArt({ category, className }: { category: string; className?: string }) {
  const style = styles[category] ?? { icon: 'lucide:newspaper', tone: 'from-gallery to-still-gray/40 text-tuna' }
  return (
    <div
      aria-hidden="true"
      className={`relative grid aspect-[16/9] place-items-center overflow-hidden bg-gradient-to-br ${style.tone} dark:from-tuna dark:to-woodsmoke dark:text-calm-aqua ${className ?? ''}`}
    >
      <div className="absolute -right-8 -bottom-10 size-40 rounded-full border-[14px] border-current opacity-10" />
      <div className="absolute top-6 -left-6 size-24 rounded-full bg-current opacity-5" />
      <Icon name={style.icon} className="size-14 opacity-80" />
    </div>
  )
}

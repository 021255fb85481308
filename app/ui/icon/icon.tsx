import type { SVGProps } from 'react'
import type { IconName } from './icon-names'

// One hashed, immutable file per icon (scripts/build-icons.js): a page downloads
// only the icons it shows, each once; no icon service is involved. `no-inline`
// because <use> cannot reference a data: URL, which Vite would otherwise produce.
const files = import.meta.glob<string>('./svg/*.svg', { eager: true, query: '?url&no-inline', import: 'default' })

const warned = new Set<string>()

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  /** `set:name` from icons.json; any other string is shown as text. */
  name: IconName | (string & {})
  /** Width and height; 1em follows the surrounding text. */
  size?: string | number
  /** An accessible name; without one the icon is decorative. */
  title?: string
}

/** A bundled icon (run `npm run icons` after editing icons.json). */
export function Icon({ name, size = '1em', className, title, ...rest }: IconProps) {
  const [set, icon] = name.split(':')
  const file = files[`./svg/${set}--${icon}.svg`]
  if (!file) {
    // Product spec: a missing icon shows its name as text.
    if (import.meta.env.DEV && !warned.has(name)) {
      warned.add(name)
      console.warn(`Icon: "${name}" is not in app/ui/icon/icons.json`)
    }
    return (
      <span className={className} data-missing-icon>
        {name}
      </span>
    )
  }
  return (
    <svg width={size} height={size} aria-hidden={title ? undefined : true} role={title ? 'img' : undefined} className={className} {...rest}>
      {title && <title>{title}</title>}
      <use href={`${file}#icon`} />
    </svg>
  )
}

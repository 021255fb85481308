import type { SVGProps } from 'react'
import { iconNames, type IconName } from './icon-names'
// A hashed, immutable asset: the browser fetches our own sprite once and caches
// it; no icon service is involved. `no-inline` because <use> cannot reference
// a data: URL, which Vite would otherwise produce for a small file.
import spriteUrl from './sprite.svg?url&no-inline'

const known = new Set<string>(iconNames)
const warned = new Set<string>()

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  /** `set:name` from icons.json; any other string is shown as text. */
  name: IconName | (string & {})
  /** Width and height; 1em follows the surrounding text. */
  size?: string | number
  /** An accessible name; without one the icon is decorative. */
  title?: string
}

/** An icon from the bundled sprite (run `npm run icons` after editing icons.json). */
export function Icon({ name, size = '1em', className, title, ...rest }: IconProps) {
  if (!known.has(name)) {
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
  const [set, icon] = name.split(':')
  return (
    <svg width={size} height={size} aria-hidden={title ? undefined : true} role={title ? 'img' : undefined} className={className} {...rest}>
      {title && <title>{title}</title>}
      <use href={`${spriteUrl}#${set}--${icon}`} />
    </svg>
  )
}

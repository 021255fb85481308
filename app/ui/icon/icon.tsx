import type { SVGProps } from 'react'
import { iconNames, iconSetVersion, type IconName } from './icon-names'

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

/**
 * A bundled icon (run `npm run icons` after editing icons.json): one small, immutable file per icon
 * (server/icon-files.ts), so a page downloads only the icons it shows, each once, and no table of
 * their URLs; no icon service is involved.
 */
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
  return (
    <svg width={size} height={size} aria-hidden={title ? undefined : true} role={title ? 'img' : undefined} className={className} {...rest}>
      {title && <title>{title}</title>}
      <use href={`/assets/icons/${name.replace(':', '--')}.${iconSetVersion}.svg#icon`} />
    </svg>
  )
}

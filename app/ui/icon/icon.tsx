import type { SVGProps } from 'react'
import { iconNames, iconSetVersion, type IconName } from './icon-names'
import { inlineIcons } from './inline-icons'

const known = new Set<string>(iconNames)
const warned = new Set<string>()

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name' | 'children' | 'dangerouslySetInnerHTML'> & {
  /** `set:name` from icons.json; any other string is shown as text. */
  name: IconName | (string & {})
  /** Width and height; 1em follows the surrounding text. */
  size?: string | number
  /** An accessible name; without one the icon is decorative. */
  title?: string
}

/**
 * A bundled icon (run `npm run icons` after editing icons.json). The server writes its drawing into
 * the page (inline-icons.server.ts): a page shows its icons with its first paint, without a request
 * for each. An icon the browser draws later (after a navigation) is its own small immutable file
 * (server/icon-files.ts), downloaded once; hydration keeps what the server wrote.
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
  const drawing =
    (import.meta.env.SSR && inlineIcons.get(name)) || `<use href="/assets/icons/${name.replace(':', '--')}.${iconSetVersion}.svg#icon"/>`
  return (
    <svg
      width={size}
      height={size}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
      className={className}
      {...rest}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  )
}

import { LocalizedLink } from '~/navigation/localized-link'

/**
 * A console list's states as links, each with its count; the current one
 * marked. `pathOf` gives a state's address (the default state's is the bare list).
 */
export function FilterTabs<Name extends string>({
  label,
  names,
  current,
  counts,
  pathOf,
  nameOf,
}: {
  label: string
  names: readonly Name[]
  current: Name
  counts: Record<Name, number>
  pathOf: (name: Name) => string
  nameOf: (name: Name) => string
}) {
  return (
    <nav aria-label={label} className="mb-6 overflow-x-auto">
      <ul className="flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name}>
            <LocalizedLink
              to={pathOf(name)}
              aria-current={name === current ? 'page' : undefined}
              className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${
                name === current ? 'border-accent bg-accent-soft text-accent-strong' : 'border-line bg-surface text-ink hover:bg-surface-muted'
              }`}
            >
              {nameOf(name)}
              <span className="rounded-full bg-surface-muted px-1.5 text-xs text-ink tabular-nums">{counts[name]}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

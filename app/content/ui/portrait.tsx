/** A drawn portrait for a team member: initials on a colour picked from the name (no photos to download). */
const palettes = [
  ['#d1fae5', '#047857'],
  ['#e0f2fe', '#0369a1'],
  ['#fef3c7', '#b45309'],
  ['#ede9fe', '#6d28d9'],
  ['#fce7f3', '#be185d'],
  ['#e2e8f0', '#334155'],
] as const

export function Portrait({ name, label }: { name: string; label: string }) {
  const initials = name
    .replace(/^(Dr|Dra)\.\s+/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')
  const hash = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0)
  const [background, foreground] = palettes[hash % palettes.length]!
  return (
    <svg viewBox="0 0 96 96" width="96" height="96" role="img" aria-label={label} className="size-24 shrink-0 rounded-full">
      <rect width="96" height="96" fill={background} />
      <circle cx="48" cy="108" r="44" fill={foreground} opacity="0.15" />
      <text x="48" y="58" textAnchor="middle" fontSize="32" fontWeight="700" fill={foreground} fontFamily="Inter Variable, sans-serif">
        {initials}
      </text>
    </svg>
  )
}

const tones = {
  accent: 'bg-accent-soft text-accent',
  neutral: 'bg-surface-muted text-ink',
  muted: 'bg-surface-muted text-ink-muted line-through',
} as const

export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: React.ReactNode }) {
  return <span className={`inline-flex shrink-0 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
}

import { Icon } from '~/ui/icon/icon'

/** Said at the top of a profile marked as an example (the seed's fictional clinics and people). */
export function ExampleProfileNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-4 flex gap-2 rounded-xl border border-line bg-surface-muted p-3 text-sm text-ink-muted">
      <Icon name="lucide:info" className="mt-0.5 shrink-0 text-accent" />
      <span>{children}</span>
    </p>
  )
}

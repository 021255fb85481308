/** Shared button looks, so links styled as buttons and real buttons match. */
export const buttonStyles = {
  solid:
    'inline-flex items-center justify-center gap-2 rounded-full bg-accent px-5 py-2.5 font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-60',
  outline:
    'inline-flex items-center justify-center gap-2 rounded-full border border-line bg-surface px-5 py-2.5 font-semibold text-ink hover:bg-surface-muted disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-full bg-alert px-5 py-2.5 font-semibold text-white hover:brightness-95 disabled:opacity-60',
} as const

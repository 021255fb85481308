/** The Claravia mark: an eye whose iris is a lens, in the brand greens. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <svg viewBox="0 0 40 40" width="32" height="32" aria-hidden="true" className="shrink-0">
        <path
          d="M3 20C8 11 14 7 20 7s12 4 17 13c-5 9-11 13-17 13S8 29 3 20Z"
          className="fill-primary-100 stroke-primary-700 dark:fill-primary-950 dark:stroke-primary-400"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <circle cx="20" cy="20" r="7.5" className="fill-primary-600 dark:fill-primary-400" />
        <circle cx="20" cy="20" r="3.2" className="fill-woodsmoke" />
        <circle cx="22.6" cy="17.4" r="1.6" className="fill-white" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-ink">Claravia</span>
    </span>
  )
}

import { useTranslations } from 'use-intl'

const steps = ['one', 'two', 'three', 'four'] as const

/** The four steps of booking, with the current one marked for screen readers too. */
export function BookingSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  const t = useTranslations('booking')
  return (
    <nav aria-label={t('steps_label')} className="mt-6">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {steps.map((step, index) => {
          const number = index + 1
          const state = number < current ? 'done' : number === current ? 'current' : 'todo'
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-xl border px-3 py-2 text-sm ${
                state === 'current' ? 'border-accent bg-accent-soft font-semibold text-accent' : 'border-line text-ink-muted'
              }`}
            >
              <span
                className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${state === 'todo' ? 'bg-surface-muted' : 'bg-accent text-on-accent'}`}
              >
                {number}
              </span>
              {t(`steps.${step}`)}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

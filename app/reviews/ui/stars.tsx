import { useId } from 'react'

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z'

/**
 * Five stars drawn filled up to `value` (a fraction fills part of a star:
 * 4.6 fills four and 60 % of the fifth). Decorative: the caller says the
 * rating in words beside it or in its label.
 */
export function Stars({ value, className = 'h-4' }: { value: number; className?: string }) {
  const clip = useId()
  const width = Math.max(0, Math.min(5, value)) * 20
  return (
    <svg viewBox="0 0 100 20" aria-hidden="true" focusable="false" className={`inline-block aspect-[5/1] shrink-0 ${className}`}>
      <defs>
        <clipPath id={clip}>
          <rect width={width} height="20" />
        </clipPath>
      </defs>
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={STAR} transform={`translate(${index * 20} 0)`} className="fill-line" />
      ))}
      <g clipPath={`url(#${clip})`}>
        {[0, 1, 2, 3, 4].map((index) => (
          <path key={index} d={STAR} transform={`translate(${index * 20} 0)`} className="fill-amber-500 dark:fill-amber-400" />
        ))}
      </g>
    </svg>
  )
}

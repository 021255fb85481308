/** Time helpers for the date picker family (pure, no React). */

/** Inclusive bounds of each time unit. */
export const TIME_BOUNDS = {
  hours: [0, 23],
  minutes: [0, 59],
  seconds: [0, 59],
  milliseconds: [0, 999],
} as const satisfies Record<string, readonly [number, number]>

export type TimeParts = {
  hours: number
  minutes: number
  seconds: number
  milliseconds: number
}

function clampUnit(value: number | undefined, [min, max]: readonly [number, number]): number {
  // A missing or non-numeric value falls to the lower bound; ±Infinity clamps normally.
  if (value === undefined || Number.isNaN(value)) return min
  return Math.min(max, Math.max(min, Math.trunc(value)))
}

/**
 * Clamps each unit of a time into TIME_BOUNDS (fractions are truncated, a
 * missing or NaN unit becomes 0). Pure: returns a new object.
 */
export function clampTime(time: { hours: number; minutes: number; seconds?: number; milliseconds?: number }): TimeParts {
  return {
    hours: clampUnit(time.hours, TIME_BOUNDS.hours),
    minutes: clampUnit(time.minutes, TIME_BOUNDS.minutes),
    seconds: clampUnit(time.seconds, TIME_BOUNDS.seconds),
    milliseconds: clampUnit(time.milliseconds, TIME_BOUNDS.milliseconds),
  }
}

/** Time accuracy: 1 = hours, 2 = hours and minutes, 3 = hours, minutes and seconds. */
export type TimeGranularity = 1 | 2 | 3

/** The product default: hours and minutes. */
export const DEFAULT_TIME_GRANULARITY: TimeGranularity = 2

/** Maps the product's numeric time accuracy to React Aria's `granularity`. */
export function granularityOf(accuracy: TimeGranularity = DEFAULT_TIME_GRANULARITY): 'hour' | 'minute' | 'second' {
  switch (accuracy) {
    case 1:
      return 'hour'
    case 3:
      return 'second'
    default:
      return 'minute'
  }
}

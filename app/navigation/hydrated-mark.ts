import { useEffect } from 'react'

/** The performance mark set once React has hydrated the page's shell (the parts hydrated when seen may follow). */
export const HYDRATED_MARK = 'claravia:hydrated'

/** Sets the mark: what field data, `npm run bench` (scripts/startup-trace.ts) and the journeys time a page's start to. */
export function useHydratedMark() {
  useEffect(() => void performance.mark(HYDRATED_MARK), [])
}

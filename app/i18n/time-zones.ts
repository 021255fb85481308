/** Whether the runtime knows this IANA zone (a patient's zone comes from their browser, so it is checked). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The browser's own IANA zone (undefined on the server, where there is no patient). */
export function browserTimeZone(): string | undefined {
  if (typeof window === 'undefined') return undefined
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
}

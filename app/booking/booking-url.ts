/** Locale-neutral URLs of the booking steps (the pages localise them). */
export function stepOneUrl(params: { service: string; clinic?: string; date?: string }) {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value) as [string, string][])
  return `/appointments/new?${query}`
}

/*
 * Why the patient is back on an hour chooser ("this hour was just taken"): it
 * travels in the URL of the redirect, so it reaches the page on every kind of
 * navigation (a GET from step 1, a post, no JavaScript), and the page says it
 * in place (booking/ui/booking-notice.tsx).
 */
export const bookingNotices = ['taken', 'not_offered', 'unchanged'] as const
export type BookingNotice = (typeof bookingNotices)[number]

/** The notice of a URL, if it names a known one (anything else is ignored). */
export function bookingNoticeOf(url: URL): BookingNotice | undefined {
  const value = url.searchParams.get('notice')
  return bookingNotices.find((notice) => notice === value)
}

/** Locale-neutral URLs of the booking steps (the pages localise them). */
export function stepOneUrl(params: { service: string; clinic?: string; date?: string; notice?: BookingNotice }) {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value) as [string, string][])
  return `/appointments/new?${query}`
}

/*
 * Started by the page's module loader once the page is painted (navigation/scripts-after-first-paint.tsx), gone a
 * moment later: builds one number, plural and date format in the page's language (the worker's name) on a thread
 * of its own. The first format a page makes loads ICU's locale data, 30–90 ms of the main thread on this machine;
 * that data lands in a cache the whole browser process shares, so the page's own first format, in the middle of
 * hydrating, then takes under 2 ms (docs/decisions/043-main-thread-at-start.md).
 */
try {
  const locale = self.name
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1234.5)
  new Intl.PluralRules(locale).select(1)
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0)
} finally {
  self.close()
}

export {}

import { useEffect, useRef } from 'react'
import { useNavigation, useRevalidator } from 'react-router'

/** Never two asks closer than this, whatever the server answers. */
const MIN_GAP_MS = 1_000
const MAX_BACKOFF_MS = 30_000

/**
 * Keeps an open conversation current (issue 29), the patient's page and the
 * console's alike: asks `url` (a request the server holds until the
 * conversation differs from `version`, or 20 s pass, answering `{ version }`)
 * in a loop, and reloads the page's data when it differs from the version on
 * screen. While the page is already loading (a form just sent, a link
 * followed) it does not reload on top: that would cut the navigation short
 * and lose what it brings (the toast saying the message was sent). Only while
 * the tab is visible; after errors it waits a little longer each time.
 */
export function useLiveVersion(url: string, version: string) {
  const revalidator = useRevalidator()
  const navigation = useNavigation()
  const latest = useRef({ version, revalidate: revalidator.revalidate, busy: false })
  useEffect(() => {
    latest.current = { version, revalidate: revalidator.revalidate, busy: navigation.state !== 'idle' || revalidator.state !== 'idle' }
  })
  useEffect(() => {
    const stop = new AbortController()
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    async function loop() {
      let failures = 0
      while (!stop.signal.aborted) {
        if (document.visibilityState === 'hidden') {
          await new Promise((resolve) => document.addEventListener('visibilitychange', resolve, { once: true }))
          continue
        }
        const asked = Date.now()
        try {
          const separator = url.includes('?') ? '&' : '?'
          const answer = await fetch(`${url}${separator}v=${encodeURIComponent(latest.current.version)}`, {
            signal: stop.signal,
            cache: 'no-store',
            headers: { Accept: 'application/json' },
          })
          if (!answer.ok) throw new Error(`updates answered ${answer.status}`)
          const { version: now } = (await answer.json()) as { version: string }
          failures = 0
          if (now !== latest.current.version && !latest.current.busy) await latest.current.revalidate()
        } catch {
          if (stop.signal.aborted) return
          failures += 1
          await wait(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures))
        }
        await wait(Math.max(0, MIN_GAP_MS - (Date.now() - asked)))
      }
    }
    void loop()
    return () => stop.abort()
  }, [url])
}

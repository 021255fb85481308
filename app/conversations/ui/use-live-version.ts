import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Keeps an open conversation current (issue 29): asks `url` (a held request
 * answering `{ version }` once the conversation changes, or after 20 s) in
 * a loop, and reloads the page's data when the version differs from the one
 * drawn. Stops while the tab is hidden and after errors waits a little
 * longer each time (up to 30 s), so a server restart is not hammered.
 */
export function useLiveVersion(url: string, version: string) {
  const revalidator = useRevalidator()
  const drawn = useRef(version)
  drawn.current = version
  const reload = useRef(revalidator.revalidate)
  reload.current = revalidator.revalidate
  useEffect(() => {
    const stop = new AbortController()
    let failures = 0
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    async function loop() {
      while (!stop.signal.aborted) {
        if (document.visibilityState === 'hidden') {
          await new Promise((resolve) => document.addEventListener('visibilitychange', resolve, { once: true }))
          continue
        }
        try {
          const separator = url.includes('?') ? '&' : '?'
          const answer = await fetch(`${url}${separator}v=${encodeURIComponent(drawn.current)}`, { signal: stop.signal, cache: 'no-store' })
          if (!answer.ok) throw new Error(`HTTP ${answer.status}`)
          const { version: latest } = (await answer.json()) as { version: string }
          failures = 0
          if (latest !== drawn.current) {
            drawn.current = latest
            await reload.current()
          }
        } catch {
          if (stop.signal.aborted) return
          failures += 1
          await wait(Math.min(30_000, 1000 * 2 ** failures))
        }
      }
    }
    void loop()
    return () => stop.abort()
  }, [url])
}

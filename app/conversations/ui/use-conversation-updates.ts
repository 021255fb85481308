import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'

/*
 * A conversation page kept current while it is open (issue 29), for the
 * patient's "My care team" and the console's conversation alike. The page
 * asks its updates address "anything new since what I show?" (`?v=` the
 * version its loader read, conversation-updates.server.ts; also `after=` and
 * `read=`), which holds the request until something changed or about 20
 * seconds passed, and answers the version now (`{ version }`, or
 * `{ latestId, teamReadId }`). When it differs, the page's data is loaded
 * again (useRevalidator), so a new message or a read receipt appears within
 * a second or two, whichever instance of the site wrote it. Where the address
 * does not answer (404), the page is simply reloaded every few seconds. Only
 * while the tab is visible; errors back off.
 */

export interface ConversationMarks {
  /** The newest message the page shows (0: none). */
  latestId: number
  /** Up to which message the team has read (the patient's "Read"). */
  teamReadId: number
  /** The server's own word for all of it, when it has one: what is sent and compared. */
  version?: string
}

const versionOf = (marks: ConversationMarks) => marks.version ?? `${marks.latestId}.${marks.teamReadId}`

/** Without an updates address: how often the page's data is loaded again while it is visible. */
export const FALLBACK_INTERVAL_MS = 5_000
/** Never two asks closer than this, whatever the server answers. */
const MIN_GAP_MS = 1_000
const MAX_BACKOFF_MS = 30_000

export function useConversationUpdates(url: string, { latestId, teamReadId, version }: ConversationMarks) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  const seen = useRef<ConversationMarks>({ latestId, teamReadId, version })

  useEffect(() => {
    revalidate.current = revalidator.revalidate
  })

  // What the page shows now (after a post, or a revalidation) is what the next ask starts from.
  useEffect(() => {
    seen.current = { latestId, teamReadId, version }
  }, [latestId, teamReadId, version])

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    let fallback = false
    let failures = 0

    const refresh = async () => {
      try {
        await revalidate.current()
      } catch {
        // A failed reload leaves the page as it was; the next round tries again.
      }
    }

    async function ask(): Promise<void> {
      const known = seen.current
      const query = new URLSearchParams({ v: versionOf(known), after: String(known.latestId), read: String(known.teamReadId) })
      const response = await fetch(`${url}?${query}`, {
        signal,
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      })
      if (response.status === 404) {
        fallback = true
        return
      }
      if (!response.ok) throw new Error(`updates answered ${response.status}`)
      const answer = (await response.json()) as Partial<ConversationMarks>
      const now: ConversationMarks =
        typeof answer.version === 'string'
          ? { ...known, version: answer.version }
          : { latestId: Number(answer.latestId ?? known.latestId), teamReadId: Number(answer.teamReadId ?? known.teamReadId) }
      if (versionOf(now) !== versionOf(known)) {
        // Taken as seen at once: an answer the reload does not change is never reloaded for twice.
        seen.current = now
        await refresh()
      }
    }

    async function run() {
      while (!signal.aborted) {
        if (document.visibilityState !== 'visible') {
          await untilVisible(signal)
          // Back in view: whatever came meanwhile is shown at once.
          if (!signal.aborted) await refresh()
          continue
        }
        const started = Date.now()
        try {
          if (fallback) {
            await pause(FALLBACK_INTERVAL_MS, signal)
            if (!signal.aborted && document.visibilityState === 'visible') await refresh()
            continue
          }
          await ask()
          failures = 0
        } catch {
          if (signal.aborted) return
          failures += 1
          await pause(Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** failures), signal)
          continue
        }
        await pause(Math.max(0, MIN_GAP_MS - (Date.now() - started)), signal)
      }
    }

    void run()
    return () => controller.abort()
  }, [url])
}

function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (signal.aborted || ms <= 0) return resolve()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

function untilVisible(signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      document.removeEventListener('visibilitychange', check)
      resolve()
    }
    const check = () => {
      if (document.visibilityState === 'visible') done()
    }
    document.addEventListener('visibilitychange', check)
    signal.addEventListener('abort', done, { once: true })
  })
}

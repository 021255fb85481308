import { useEffect, useEffectEvent, useRef } from 'react'

/**
 * Calls `onExpire` after `timeout` ms of *unpaused* time. Pausing keeps the
 * remaining time, so resuming does not restart the countdown. A timeout of 0
 * (or less) never expires. The JS timer is the source of truth; the progress
 * bar only mirrors it.
 */
export function useToastTimer(timeout: number, paused: boolean, onExpire: () => void) {
  const remaining = useRef(timeout)
  const expire = useEffectEvent(onExpire)

  useEffect(() => {
    if (timeout <= 0 || paused) return
    const startedAt = Date.now()
    const timer = setTimeout(expire, Math.max(remaining.current, 0))
    // Runs on pause (and unmount): bank the time already spent.
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [timeout, paused])
}

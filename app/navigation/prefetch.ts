import { useSyncExternalStore } from 'react'

/*
 * Links prefetch the next page's code and data when a person shows intent
 * (hover or focus), except on connections that ask us to save data or are 2G.
 */

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
  addEventListener?: (type: 'change', listener: () => void) => void
  removeEventListener?: (type: 'change', listener: () => void) => void
}

export function isSlowOrSavingConnection(connection: NetworkInformationLike | undefined) {
  if (!connection) return false
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection
}

function subscribe(onChange: () => void) {
  connection()?.addEventListener?.('change', onChange)
  return () => connection()?.removeEventListener?.('change', onChange)
}

export function usePrefetchMode(): 'intent' | 'none' {
  return useSyncExternalStore(
    subscribe,
    () => (isSlowOrSavingConnection(connection()) ? 'none' : 'intent'),
    // 'intent' renders the same HTML as 'none' (prefetch links appear only on intent), so the server says
    // 'intent' too: on most connections hydration then needs no second render of every link on the page.
    () => 'intent',
  )
}

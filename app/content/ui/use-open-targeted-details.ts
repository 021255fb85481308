import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** Opens the <details> a fragment points at (or lies in), so a deep link shows the answer, not just the question. */
export function openTargetedDetails(hash: string, root: ParentNode = document) {
  if (hash.length < 2) return
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return
  }
  const target = root.querySelector(`[id="${CSS.escape(id)}"]`)
  const details = target?.closest('details')
  if (details && !details.open) details.open = true
}

/*
 * The server never sees the fragment, so this can only happen in the browser:
 * on arrival, when the router changes the hash (its <Link>s use pushState,
 * which fires no hashchange), and on plain fragment navigation (an <a href="#…">
 * or an edited address bar, which fires hashchange).
 */
export function useOpenTargetedDetails() {
  const { hash } = useLocation()
  useEffect(() => openTargetedDetails(hash), [hash])
  useEffect(() => {
    const onHashChange = () => openTargetedDetails(window.location.hash)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])
}

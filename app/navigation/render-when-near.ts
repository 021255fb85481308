import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/*
 * Parts of a page with the `render-when-near` class (app.css) are laid out only when they come near the
 * screen; until then their height is an estimate. A scroll position restored by React Router (back, forward,
 * a reload) counts pixels from the top of the page, so it would land elsewhere while the parts above it are
 * estimates: in those cases every part is laid out at once, by this attribute on <html>.
 */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all'

/** Where React Router keeps each history entry's scroll position: root.tsx gives it to <ScrollRestoration>. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions'

/**
 * Inline in <head>, before the page is laid out: a reload (or a return from another site) to a history entry
 * that React Router will scroll back down to lays every part out.
 */
export const renderAllBeforeRestoreScript = `try{var k=history.state&&history.state.key,y=k&&JSON.parse(sessionStorage.getItem('${SCROLL_POSITIONS_KEY}')||'{}')[k];if(y>0)document.documentElement.setAttribute('${RENDER_ALL_ATTRIBUTE}','')}catch(e){}`

/**
 * After the first client-side navigation, pages are laid out whole: React renders them in one commit anyway,
 * and React Router restores a position in its layout effect right after this one (it is mounted after us).
 */
export function useRenderAllAfterFirstPage() {
  const { key } = useLocation()
  const firstPage = useRef(key)
  useLayoutEffect(() => {
    if (key !== firstPage.current) document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, '')
  }, [key])
}

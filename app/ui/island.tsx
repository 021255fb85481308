import { lazy, memo, Suspense, type ComponentType } from 'react'

/*
 * A part of a server-rendered page whose code the browser loads after the
 * page is interactive: when it is first idle, or at once on the visitor's
 * first touch, hover or key press anywhere. Until then React leaves the
 * part's server HTML in place, dehydrated (a suspended lazy component inside
 * a Suspense boundary), and the browser alone runs it: its forms post, its
 * links follow. Then React hydrates it where it is (issue 14: a page's
 * first-load JavaScript carries only what hydrating the page needs).
 */

const FIRST_TOUCH_EVENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart'] as const
/** At the latest this long after the page has loaded, even if the browser is never idle. */
const IDLE_TIMEOUT_MS = 2000

let awake: Promise<void> | undefined

/** Resolves once the page has loaded and the browser is idle, or on the first touch, whichever is first. */
function pageAwake() {
  awake ??= new Promise<void>((resolve) => {
    const wake = () => {
      for (const type of FIRST_TOUCH_EVENTS) document.removeEventListener(type, wake, true)
      resolve()
    }
    for (const type of FIRST_TOUCH_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true })
    const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(wake, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(wake, 1))
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  })
  return awake
}

// Listening from the start, before hydration reaches any island: a touch that early counts too.
if (typeof document !== 'undefined') void pageAwake()

/** Wraps a component loaded by `load` as an island (see above); on the server it renders at once. */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => {
    if (typeof document !== 'undefined') await pageAwake()
    return { default: await load() }
  })
  function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  // A re-render with equal props would make React hydrate the part at once, code or not.
  return memo(Island)
}

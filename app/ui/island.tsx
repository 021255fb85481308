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

/** Resolves at the visitor's next touch, hover or key press, or when the connection comes back. */
function nextTouch() {
  return new Promise<void>((resolve) => {
    const wake = () => {
      for (const type of FIRST_TOUCH_EVENTS) document.removeEventListener(type, wake, true)
      window.removeEventListener('online', wake)
      resolve()
    }
    for (const type of FIRST_TOUCH_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true })
    window.addEventListener('online', wake)
  })
}

/** Resolves once the page has loaded and the browser is idle, or on the first touch, whichever is first. */
function pageAwake() {
  awake ??= new Promise<void>((resolve) => {
    const whenIdle = () =>
      window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(resolve, 1)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    void nextTouch().then(resolve)
  })
  return awake
}

/**
 * The part's code, once the page is awake. A failed load (offline, a flaky network) is tried
 * again at the next touch: meanwhile the part stays as the server wrote it, and works as it does
 * without JavaScript, instead of an error replacing the page.
 */
async function loadWhenAwake<T>(load: () => Promise<T>): Promise<T> {
  await pageAwake()
  for (;;) {
    try {
      return await load()
    } catch {
      await nextTouch()
    }
  }
}

// Listening from the start, before hydration reaches any island: a touch that early counts too. In a microtask, not
// in this module's evaluation: a call there that a trace records with its stack (requestIdleCallback, a timer) makes
// V8 parse the whole shell chunk again for source positions, 20 ms on this machine (docs/decisions/043).
if (typeof document !== 'undefined') queueMicrotask(() => void pageAwake())

/** Wraps a component loaded by `load` as an island (see above); on the server it renders at once. */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await (typeof document === 'undefined' ? load() : loadWhenAwake(load)) }))
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

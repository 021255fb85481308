import { isValidElement, lazy, memo, Suspense, use, useId, useState, type ComponentPropsWithoutRef, type ElementType } from 'react'
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router'

/*
 * Selective hydration of the parts of a page that have nothing to do until the
 * visitor reaches them: lower sections, list cards, the footer
 * (docs/decisions/043-main-thread-at-start.md). While React hydrates the page,
 * such a part keeps its server HTML as it is (its links follow and its text
 * reads, as without JavaScript) and costs the browser nothing; React hydrates
 * it, in a small task of its own, when it comes near the screen. So the
 * header's controls work sooner, and a visitor who never scrolls down never
 * pays for hydrating the footer.
 *
 * Never at the cost of the part itself: any render of it before it was seen
 * (a tap or key press inside it, which React answers by hydrating it at once
 * and replaying the event; new data from a form sent on the page) hydrates it
 * then. So that the page's own re-renders do not count as such: a part is one
 * element, a component given data (<Card item={item} />), and the same
 * component with the same data is not rendered again (see sameContent); and
 * until it is seen, the part reads the router's state as it was when the page
 * loaded (FrozenRouterState), because React hydrates at once every part under
 * a context whose value changes, and the router's does after every page load
 * (its lazy route discovery). On the server, and in pages the browser renders
 * itself (client-side navigation), it renders at once.
 */

/** How near the screen a part starts hydrating: half a screen ahead of a scroll. */
const AHEAD = '50% 0px'
const ATTRIBUTE = 'data-hydrate-when-seen'

let observer: IntersectionObserver | undefined
const onSight = new Map<Element, () => void>()

function sightObserver() {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer!.unobserve(entry.target)
        onSight.get(entry.target)?.()
        onSight.delete(entry.target)
      }
    },
    { rootMargin: AHEAD },
  )
  return observer
}

/** Resolves when `element` comes near the screen (at once where the browser cannot tell). */
function whenNear(element: Element) {
  return new Promise<void>((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve()
    onSight.set(element, resolve)
    sightObserver().observe(element)
  })
}

function Content({ children }: { children: React.ReactNode }) {
  return children
}

/*
 * Per part waiting to be seen: a lazy component that loads when the part comes near. Not `use(promise)`: while the
 * page hydrates in a transition, React would hold the whole page back for a promise passed to `use`, whereas a
 * lazy component not yet loaded leaves only its Suspense boundary dehydrated.
 */
const waiting = new Set<string>()
const done = new Set<string>()

/** The part's content behind its gate. */
function waitFor(id: string, element: Element, children: React.ReactNode) {
  const Gate = lazy(() => whenNear(element).then(() => ({ default: Content })))
  waiting.add(id)
  return <Gate>{children}</Gate>
}

function WaitUntilSeen({ id, children }: { id: string; children: React.ReactNode }) {
  if (typeof document === 'undefined' || done.has(id)) return children
  if (!waiting.has(id)) {
    const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)
    // Its server HTML is on the page, not hydrated: wait until it is seen.
    if (element?.hasChildNodes()) return waitFor(id, element, children)
  }
  // Rendered in the browser, or rendered again before it was seen: now.
  done.add(id)
  return children
}

type HydrateWhenSeenProps<Tag extends ElementType> = { as?: Tag } & ComponentPropsWithoutRef<Tag>

/**
 * Gives the part the router's state, location and route as they were until it is hydrated, then the live ones:
 * a context whose value changes above a part not yet hydrated makes React hydrate it at once.
 */
function FrozenRouterState({ id, children }: { id: string; children: React.ReactNode }) {
  const live = { state: use(DataRouterStateContext), location: use(LocationContext), route: use(RouteContext) }
  const [atLoad] = useState(live)
  const { state, location, route } = done.has(id) ? live : atLoad
  return (
    <DataRouterStateContext value={state}>
      <LocationContext value={location}>
        <RouteContext value={route}>{children}</RouteContext>
      </LocationContext>
    </DataRouterStateContext>
  )
}

/** An element (a `div` unless `as` says otherwise) whose content hydrates when it comes near the screen (see above). */
function HydrateWhenSeenElement<Tag extends ElementType = 'div'>({ as, children, ...props }: HydrateWhenSeenProps<Tag>) {
  const id = useId()
  const Element: ElementType = as ?? 'div'
  return (
    <Element {...props} {...{ [ATTRIBUTE]: id }}>
      <FrozenRouterState id={id}>
        <Suspense fallback={null}>
          <WaitUntilSeen id={id}>{children}</WaitUntilSeen>
        </Suspense>
      </FrozenRouterState>
    </Element>
  )
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>, compare = Object.is) {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => compare(a[key], b[key]))
}

/** The same component with the same props: rendering it again would give the same HTML. */
function sameElement(a: unknown, b: unknown) {
  if (Object.is(a, b)) return true
  if (!isValidElement(a) || !isValidElement(b)) return false
  return a.type === b.type && a.key === b.key && shallowEqual(a.props as Record<string, unknown>, b.props as Record<string, unknown>)
}

function sameContent(before: Record<string, unknown>, after: Record<string, unknown>) {
  return shallowEqual(before, after, (a, b) => sameElement(a, b))
}

export const HydrateWhenSeen = memo(HydrateWhenSeenElement, sameContent) as typeof HydrateWhenSeenElement

import { use } from 'react'
import {
  matchRoutes,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  type DataRouteObject,
} from 'react-router'
import intlWarmWorkerHref from '~/i18n/intl-warm-worker?worker&url'
import { FORM_STAMP_SCRIPT } from '~/security/form-stamp-script'

type FrameworkContextValue = NonNullable<React.ContextType<typeof FrameworkContext>>
type AssetsManifest = FrameworkContextValue['manifest']
type EntryRoute = NonNullable<AssetsManifest['routes'][string]>

/**
 * React Router's <Scripts />, except that the page's JavaScript is fetched after the first paint
 * instead of from <head> (docs/decisions/025-scripts-after-first-paint.md). The page reads and
 * works without it (every form posts without JavaScript), so on a slow phone its text, styles and
 * font get the connection first, and the scripts follow to hydrate it. What the scripts do once
 * here is what React Router's do: the handoff of the server's data at once, then the route
 * modules, the route manifest and the client entry, in that order. The handoff's script also
 * carries the bot guard's few lines that fetch the public forms' stamps as soon as a form is seen
 * (security/form-stamp-script.ts, docs/decisions/028): written by the server only, they cost the
 * browser's bundle nothing.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce?: string }) {
  // Written by the server only: the browser keeps what the server wrote (its scripts ran once), and
  // its bundle does not carry this code. `use` reads a context under a condition; this one is fixed per build.
  let [handoff, loader] = [' ', ' ']
  if (import.meta.env.SSR) {
    const framework = use(FrameworkContext)!
    const { router, staticContext } = use(DataRouterContext)!
    markScriptsRendered(framework)
    if (staticContext) {
      // After the handoff, the bot guard's early stamps: they must not wait for the scripts (docs/decisions/028).
      handoff = `window.__reactRouterContext = ${framework.serverHandoffString};${STREAM_SCRIPT}\n${FORM_STAMP_SCRIPT}`
      const routeIds = use(DataRouterStateContext)!.matches.map((match) => match.route.id)
      loader = moduleLoader(framework, routeIds, router.routes, router.state.location.pathname)
    }
  }
  return (
    <>
      <script id={PAGE_END_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: handoff }} />
      <script nonce={nonce} type="module" async suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  )
}

export const PAGE_END_ID = 'page-end'

/** React Router streams the data that settles after the shell only once it knows the scripts are here: its own <Scripts /> sets this mark on the render, read by its StreamTransfer. */
function markScriptsRendered(framework: FrameworkContextValue) {
  if (framework.renderMeta) framework.renderMeta.didRenderScripts = true
}

const STREAM_SCRIPT =
  'window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());'

/** How many module files the loader asks for in one task: each costs 1–2 ms under DevTools' network agent (Lighthouse's), so a task stays under the 12.5 ms that Lighthouse's fourfold slowdown makes blocking. */
const PRELOADS_PER_TASK = 3

/** The module script: waits for the first paint, hints every file it will need, loads the route modules, then the entry. */
function moduleLoader(framework: FrameworkContextValue, routeIds: string[], routes: DataRouteObject[], pathname: string) {
  const { manifest } = framework
  const lazyDiscovery = framework.routeDiscovery.mode === 'lazy' && framework.ssr
  const entries = routeIds.map((id) => manifest.routes[id]!)
  const preloads = new Set([manifest.entry.module, ...manifest.entry.imports, ...entries.flatMap(routeFiles)])
  if (!lazyDiscovery) preloads.add(manifest.url)
  const lines = [
    manifest.hmr?.runtime ? `import ${json(manifest.hmr.runtime)};` : '',
    // Once the browser has painted the page's content (where it reports no paints, once the page has loaded):
    // the scripts never compete with what the first paint needs.
    'await new Promise((painted) => PerformanceObserver.supportedEntryTypes?.includes("paint") ? new PerformanceObserver((paints) => paints.getEntriesByName("first-contentful-paint").length && painted()).observe({ type: "paint", buffered: true }) : addEventListener("load", painted));',
    // The page's first number format loads its language's data, 30–90 ms of the main thread in the middle of hydrating:
    // a worker loads it meanwhile, into a cache the browser process shares (i18n/intl-warm-worker.ts).
    `try { new Worker(${json(intlWarmWorkerHref)}, { name: document.documentElement.lang }); } catch {}`,
    // A few at a time, each few in a task of its own, apart from the worker's start too: starting a request costs the
    // main thread 0.3–2 ms, twenty of them at once a long task of their own (docs/decisions/043-main-thread-at-start.md).
    // Not with a timer, which a background tab delays by a second or more: scheduler.yield(), or a message to itself
    // where there is none.
    `const hrefs = ${json([...preloads])};`,
    'const yieldToPage = () => globalThis.scheduler?.yield ? scheduler.yield() : new Promise((next) => { const channel = new MessageChannel(); channel.port1.onmessage = next; channel.port2.postMessage(0); });',
    `for (let i = 0; i < hrefs.length; i += ${PRELOADS_PER_TASK}) { await yieldToPage(); document.head.append(...hrefs.slice(i, i + ${PRELOADS_PER_TASK}).map((href) => Object.assign(document.createElement("link"), { rel: "modulepreload", href }))); }`,
    // What React Router's history does first when it starts (its index on the page's entry), here in a task of its
    // own: the browser's same-document navigation costs 4–11 ms, which made the router's start a long task. Where
    // React Router finds its index already there, it leaves the entry alone.
    'await yieldToPage(); if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, "");',
    lazyDiscovery ? '' : `await import(${json(manifest.url)});`,
    // Evaluated one file per task, dependencies first (the shell, shared parts, then the routes' own): a module graph
    // imported at once is evaluated in one task, 20–25 ms of CPU here on a specialist's page. Each import then finds
    // its dependencies already evaluated; the page's entry, which hydrates it, comes last.
    `for (const href of ${json(evaluationOrder(manifest, entries))}) { await yieldToPage(); await import(href); }`,
    `const modules = await Promise.all(${json(entries.map(routeChunks))}.map((chunks) => Promise.all(chunks.map((href) => import(href))).then((parts) => Object.assign({}, ...parts))));`,
    lazyDiscovery ? `window.__reactRouterManifest = ${json(partialManifest(manifest, routeIds, routes, pathname))};` : '',
    `window.__reactRouterRouteModules = Object.fromEntries(${json(routeIds)}.map((id, index) => [id, modules[index]]));`,
    `import(${json(manifest.entry.module)});`,
  ]
  return lines.filter(Boolean).join('\n')
}

/** A route's module and the parts split from it (client loader, action, middleware, fallback), merged in this order. */
function routeChunks(route: EntryRoute) {
  return [route.clientActionModule, route.clientLoaderModule, route.clientMiddlewareModule, route.hydrateFallbackModule, route.module].filter(
    (file): file is string => Boolean(file),
  )
}

function routeFiles(route: EntryRoute) {
  return [...routeChunks(route), ...(route.imports ?? [])]
}

/** The files the page's routes need, each after what it imports: the entry's imports (the shell), then per route its shared parts and its own. */
export function evaluationOrder(manifest: AssetsManifest, entries: EntryRoute[]) {
  return [...new Set([...manifest.entry.imports, ...entries.flatMap((route) => [...(route.imports ?? []), ...routeChunks(route)])])]
}

/**
 * The routes the browser knows before it asks for more (React Router's lazy route discovery):
 * those of this page and of every path above it, so going up needs no manifest request.
 */
function partialManifest(manifest: AssetsManifest, routeIds: string[], routes: DataRouteObject[], pathname: string) {
  const ids = new Set(routeIds)
  for (const path of ancestorPaths(pathname)) for (const id of routeIdsAt(manifest, routes, path)) ids.add(id)
  const { sri, ...rest } = manifest
  return { ...rest, routes: Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])), sri: sri ? true : undefined }
}

function ancestorPaths(pathname: string) {
  const segments = pathname.split('/').filter(Boolean)
  return segments.map((_, index) => `/${segments.slice(0, index).join('/')}`)
}

/*
 * The routes matching a path, kept per build (its manifest): matching walks every branch of the
 * route tree, and the same few paths ("/", "/es", a section) come up on almost every page. Bounded,
 * as paths with ids are not.
 */
const matchedIds = new WeakMap<AssetsManifest, Map<string, string[]>>()
const MATCHES_KEPT = 500

function routeIdsAt(manifest: AssetsManifest, routes: DataRouteObject[], path: string) {
  let kept = matchedIds.get(manifest)
  if (!kept) matchedIds.set(manifest, (kept = new Map()))
  let ids = kept.get(path)
  if (!ids) {
    if (kept.size >= MATCHES_KEPT) kept.clear()
    ids = (matchRoutes(routes, path) ?? []).map((match) => match.route.id)
    kept.set(path, ids)
  }
  return ids
}

/** JSON that is safe inside a <script>. */
function json(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

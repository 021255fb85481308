import type { DataStrategyResult, MiddlewareFunction } from 'react-router'
import type { Messages } from './messages.server'

/*
 * A page's catalogue (the compiled messages of its locale and area) is a file
 * of its own, named by a hash of its content and kept by the browser for a
 * year, rather than a part of every page's hydration data: each page is some
 * 25 kB lighter and a visitor downloads each catalogue once. The server fills
 * this store at start-up (catalogue-files.server.ts); the browser fills it
 * before it hydrates (entry.client.tsx) and before it shows a page of another
 * locale or area (loadNewCatalogue, a client middleware of the root). See docs/decisions/024.
 */

const catalogues = new Map<string, Messages>()
const loading = new Map<string, Promise<void>>()

export function keepCatalogue(href: string, messages: Messages) {
  catalogues.set(href, messages)
}

/** The catalogue at `href`, already loaded. */
export function catalogueAt(href: string): Messages {
  const messages = catalogues.get(href)
  if (!messages) throw new Error(`${href} not loaded`)
  return messages
}

/** Loads the catalogue at `href` once (a failed load is tried again at the next call). */
export function loadCatalogue(href: string): Promise<void> {
  if (catalogues.has(href)) return Promise.resolve()
  const pending =
    loading.get(href) ??
    fetch(href)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${href}: ${response.status}`))))
      .then((messages: Messages) => keepCatalogue(href, messages))
      .finally(() => loading.delete(href))
  loading.set(href, pending)
  return pending
}

/**
 * When the root's data is loaded again (another locale or area, root.tsx shouldRevalidate), the page
 * shows once the catalogue it names is loaded. A middleware rather than a clientLoader: a route with
 * a clientLoader has its data fetched by a request of its own.
 */
export const loadNewCatalogue: MiddlewareFunction<Record<string, DataStrategyResult>> = async (_args, next) => {
  const results = await next()
  const root = results.root
  const catalogue = root?.type === 'data' ? (root.result as { catalogue?: unknown } | undefined)?.catalogue : undefined
  if (typeof catalogue === 'string') await loadCatalogue(catalogue)
  return results
}

/** Marks the preload of a page's catalogue in its <head>, where the browser starts to fetch it at once. */
export const CATALOGUE_PRELOAD_ATTRIBUTE = 'data-catalogue'

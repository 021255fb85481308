import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { openApiDocument } from '~/api-v1/openapi.server'

/*
 * Which methods a resource takes, so a 405's `Allow` is true for it. A page
 * (anything outside /v1) takes GET and HEAD, and POST when the route a form
 * would post to has an action: found from the build's route manifest. An
 * action-only resource (POST /blog-read) takes only POST. A /v1
 * endpoint takes what the OpenAPI document, its contract, lists for it.
 */

type RouteNode = RouteObject & { children?: RouteObject[] }
type Tree = { roots: RouteNode[]; hasAction: Set<string>; actionOnly: Set<string>; actionOnlyPaths: Set<string> }

const trees = new WeakMap<ServerBuild, Tree>()

function routeTree(build: ServerBuild): Tree {
  const known = trees.get(build)
  if (known) return known
  const nodes = new Map<string, RouteNode>()
  const hasAction = new Set<string>()
  const actionOnly = new Set<string>()
  const actionOnlyPaths = new Set<string>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteNode)
    if (route.module.action) hasAction.add(route.id)
    if (route.module.action && !route.module.loader && !route.module.default) {
      actionOnly.add(route.id)
      // Found without matching: a top-level path of fixed words (POST /blog-read).
      const topLevel = !route.parentId || route.parentId === 'root'
      if (topLevel && route.path && !/[:*]/.test(route.path)) actionOnlyPaths.add(`/${route.path}`.toLowerCase())
    }
  }
  const roots: RouteNode[] = []
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const node = nodes.get(route.id)!
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    if (parent) (parent.children ??= []).push(node)
    else roots.push(node)
  }
  const tree = { roots, hasAction, actionOnly, actionOnlyPaths }
  trees.set(build, tree)
  return tree
}

/** The page path a request is for: React Router's data requests end in `.data` (`/_root.data` for `/`). */
export function documentPath(pathname: string) {
  if (pathname === '/_root.data') return '/'
  return pathname.replace(/\.data$/, '')
}

/**
 * The route an action request targets, by React Router's own rule: the index
 * route only with a bare `?index`, otherwise the deepest route with a path.
 */
function targetRoute(matches: { route: RouteObject }[], search: string) {
  const last = matches.at(-1)
  if (last?.route.index && new URLSearchParams(search).getAll('index').includes('')) return last.route
  return matches.filter((match, position) => position === 0 || match.route.path).at(-1)?.route
}

/** Whether a page path is a resource that takes only POST: cheap, so a GET need not find its route. */
export function takesOnlyPost(build: ServerBuild, pathname: string) {
  return routeTree(build).actionOnlyPaths.has(documentPath(pathname).toLowerCase())
}

/** The routes a page path matches, outermost first, by React Router's own rule (the page cache reads the leaf's handle). */
export function pageMatches(build: ServerBuild, pathname: string) {
  return matchRoutes(routeTree(build).roots, documentPath(pathname)) ?? []
}

export function pageMethods(build: ServerBuild, pathname: string, search: string): string[] {
  const { hasAction, actionOnly } = routeTree(build)
  const matches = pageMatches(build, pathname)
  const target = targetRoute(matches, search)
  if (target?.id && actionOnly.has(target.id)) return ['POST']
  return target?.id && hasAction.has(target.id) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD']
}

let apiPaths: { pattern: RegExp; methods: string[] }[] | undefined

export function apiMethods(pathname: string): string[] {
  apiPaths ??= Object.entries(openApiDocument('').paths as Record<string, Record<string, unknown>>).map(([template, operations]) => {
    const methods = Object.keys(operations).map((method) => method.toUpperCase())
    if (methods.includes('GET')) methods.splice(methods.indexOf('GET') + 1, 0, 'HEAD')
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')
    return { pattern: new RegExp(`^${pattern}$`), methods }
  })
  return apiPaths.find(({ pattern }) => pattern.test(pathname))?.methods ?? []
}

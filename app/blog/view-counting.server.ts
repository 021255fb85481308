import { isbot } from 'isbot'

/**
 * Whether a request is a person reading an article: not a crawler, and not
 * the browser prefetching the page because a link was hovered.
 */
export function isHumanRead(request: Request): boolean {
  if (isbot(request.headers.get('User-Agent') ?? '')) return false
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''}`
  return !/prefetch|prerender/i.test(purpose)
}

import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'

/** Where a person's browser says it showed an article (routes/blog-read.ts). */
export const READ_BEACON_PATH = '/blog-read'

/**
 * Counts a read of the article once it is shown in a browser. The page itself may come from the
 * page cache, which runs no loader, so the count cannot ride on rendering it; crawlers and link
 * prefetches run no script, and the server drops crawlers that do.
 */
export function useCountRead(slug: string, preview: boolean) {
  const root = useRouteLoaderData('root') as { csrfToken?: string } | undefined
  const csrf = root?.csrfToken ?? ''
  useEffect(() => {
    if (!preview) navigator.sendBeacon(READ_BEACON_PATH, new URLSearchParams({ slug, csrf }))
    // Once per article shown; a new CSRF token after a post is no new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, preview])
}

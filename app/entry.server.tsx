import { PassThrough } from 'node:stream'
import '~/ui/icon/inline-icons.server'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import { NonceProvider } from '~/http/nonce'
import { isSharedCacheable, SHARED_PAGE_CACHE_CONTROL } from '~/http/page-cache-policy'
import { requestInfoContext } from '~/http/request-context'
import { logger } from '~/observability/logger.server'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, sharedRender } = loadContext.get(requestInfoContext)
  if (isSharedCacheable(routerContext, responseStatusCode, sharedRender)) responseHeaders.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL)
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // Crawlers, and a page the cache may keep, get the complete document; people get the shell as soon as it is ready.
  const userAgent = request.headers.get('user-agent')
  const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || sharedRender
  const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        // A part that is ready goes in place, never moved in later by a script: the page must read
        // the same without JavaScript (ui/island.tsx). React would set it apart past 12.8 kB.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logger.error({ err: error }, 'streaming render failed')
        },
      },
    )
  })
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  const { requestId } = (context as RouterContextProvider).get(requestInfoContext)
  logger.error({ err: error, requestId, url: new URL(request.url).pathname }, 'unhandled error')
}

import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pinoHttp } from 'pino-http'
import { logger } from '~/observability/logger.server'

const VALID_REQUEST_ID = /^[\w-]{8,64}$/

/** The id a request is logged and answered with (X-Request-Id): the caller's own when well formed, else a new one. */
export function requestId(req: IncomingMessage) {
  const incoming = req.headers['x-request-id']
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** One structured line per request, tagged with a request id that is echoed in X-Request-Id. */
export const requestLogging = pinoHttp({
  logger,
  genReqId(req, res) {
    const id = requestId(req)
    res.setHeader('X-Request-Id', id)
    return id
  },
  // Hashed assets are not worth a line each.
  autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/assets/') ?? false },
  serializers: {
    req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
  customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
})

/** The same line as requestLogging's, for an answer given before Express (the page cache's lane). */
export function logAnswered(req: IncomingMessage, res: ServerResponse, id: string, startedAt: number) {
  if (!logger.isLevelEnabled('info')) return
  const responseTime = Math.round(performance.now() - startedAt)
  logger.info({ req: { id, method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime }, 'request completed')
}

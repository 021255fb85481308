import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { pinoHttp } from 'pino-http'
import { logger } from '~/observability/logger.server'

const VALID_REQUEST_ID = /^[\w-]{8,64}$/

/** One structured line per request, tagged with a request id that is echoed in X-Request-Id. */
export const requestLogging = pinoHttp({
  logger,
  genReqId(req, res) {
    const incoming = req.headers['x-request-id']
    const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID()
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

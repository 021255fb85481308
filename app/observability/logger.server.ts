import pino from 'pino'
import { env } from '~/config/env.server'
import { traceLogFields } from './trace-context.server'

/** Structured JSON logs; secrets and personal data in headers never reach them. Lines written while serving a request carry its trace and span ids. */
export const logger = pino({
  level: env().NODE_ENV === 'test' ? 'warn' : env().LOG_LEVEL,
  base: { service: 'claravia' },
  mixin: traceLogFields,
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
    censor: '[redacted]',
  },
})

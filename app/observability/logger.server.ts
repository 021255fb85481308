import pino from 'pino'
import { env } from '~/config/env.server'

/** Structured JSON logs; secrets and personal data in headers never reach them. */
export const logger = pino({
  level: env().NODE_ENV === 'test' ? 'warn' : env().LOG_LEVEL,
  base: { service: 'claravia' },
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
    censor: '[redacted]',
  },
})

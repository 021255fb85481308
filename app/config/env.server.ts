import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import { z } from 'zod'

/*
 * Every setting comes from the environment and is checked once at start-up.
 * Optional integrations have offline defaults (SQLite, the email outbox folder,
 * the test payment provider); setting the variable switches to the real service.
 */

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
    error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  })

const prefixed = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}[A-Za-z0-9_]+$`), {
    error: `must start with "${prefix}"`,
  })

/** What Express's `trust proxy` takes as a list: proxy-addr's names, addresses and CIDR ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])
function isProxyList(value: string) {
  return value.split(',').every((raw) => {
    const entry = raw.trim()
    if (PROXY_NAMES.has(entry)) return true
    const [address = '', prefix, ...rest] = entry.split('/')
    const version = isIP(address)
    if (version === 0 || rest.length > 0) return false
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  })
}

const mailbox = z.string().regex(/^(?:[^<>]*<\S+@\S+\.\S+>|\S+@\S+\.\S+)$/, {
  error: 'must be an email address, optionally as "Name <address>"',
})

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int({ error: 'must be a whole number from 1 to 65535' })
      .min(1, { error: 'must be a whole number from 1 to 65535' })
      .max(65535, { error: 'must be a whole number from 1 to 65535' })
      .default(3000),
    DATABASE_URL: z
      .string()
      .default('file:data/claravia.db')
      .refine((value) => /^(postgres(ql)?:\/\/|file:)/.test(value), {
        error: 'must be postgres://… (PostgreSQL) or file:path (SQLite)',
      }),
    PUBLIC_BASE_URL: optional(urlWithProtocols(['http:', 'https:'])),
    SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'])),
    MAIL_FROM: mailbox.default('Claravia <hello@claravia.example>'),
    STRIPE_SECRET_KEY: optional(prefixed('sk_')),
    STRIPE_PUBLISHABLE_KEY: optional(prefixed('pk_')),
    STRIPE_WEBHOOK_SECRET: optional(prefixed('whsec_')),
    TURNSTILE_SITE_KEY: optional(z.string().regex(/^[\w-]+$/, { error: 'must be a Turnstile site key' })),
    TURNSTILE_SECRET_KEY: optional(z.string().regex(/^[\w-]+$/, { error: 'must be a Turnstile secret key' })),
    // Without Turnstile keys, forms sent sooner than this after the page was served are refused (bots fill them at once).
    FORM_MIN_FILL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds from 0 to 60' })
      .min(0, { error: 'must be a number of seconds from 0 to 60' })
      .max(60, { error: 'must be a number of seconds from 0 to 60' })
      .default(3),
    // First wait before an email that could not be sent is tried again (doubles each time).
    OUTBOX_RETRY_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 3600' })
      .int({ error: 'must be a whole number of seconds from 1 to 3600' })
      .min(1, { error: 'must be a whole number of seconds from 1 to 3600' })
      .max(3600, { error: 'must be a whole number of seconds from 1 to 3600' })
      .default(30),
    DISQUS_SHORTNAME: optional(z.string().regex(/^[a-z0-9-]+$/i, { error: 'must contain only letters, digits and hyphens' })),
    MAPBOX_TOKEN: optional(z.string().regex(/^pk\.[\w.-]+$/, { error: 'must be a public Mapbox token (pk.…)' })),
    REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'])),
    // Whose X-Forwarded-For is believed (rate limits count the client's address): a list of proxy-addr names and addresses.
    TRUSTED_PROXIES: z.string().default('loopback').refine(isProxyList, {
      error: 'must be a comma-separated list of loopback, linklocal, uniquelocal, IP addresses or CIDR ranges (e.g. loopback,10.0.0.0/8)',
    }),
    SESSION_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters long' })),
    STAFF_EMAIL: z.email({ error: 'must be an email address' }).default('care@claravia.example'),
    // The first admin: invited by email at start-up while no admin exists (issue 12).
    ADMIN_EMAIL: optional(z.email({ error: 'must be an email address (the first admin, invited at start-up when there is none)' })),
    // Demo content (a demo patient with treatments). Default: on, except in production; `npm start` turns it on.
    DEMO_CONTENT: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    // Where documents attached to treatments are kept (never served from a public URL).
    // Empty (as .env.example leaves them) is the default, for these folders as for the others.
    DOCUMENTS_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('data/documents')),
    // Where the pictures staff upload for the public site are kept, resized (served at /media/…).
    IMAGES_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('data/images')),
    // Where files sent with care-conversation messages are kept (never served from a public URL; decision 037).
    // Empty (as .env.example leaves it) is the default.
    CONVERSATION_FILES_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('data/conversations')),
    // Object storage (docs/decisions/034): s3://bucket/prefix keeps documents, pictures and conversation files in
    // that bucket instead of DOCUMENTS_DIR, IMAGES_DIR and CONVERSATION_FILES_DIR; the S3_* settings say how to reach it.
    STORAGE_URL: optional(
      z.string().regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/(?!.*\.\.)[\w./-]*)?$/, {
        error: 'must be s3://bucket or s3://bucket/prefix (a bucket name of 3–63 lower-case letters, digits, dots and hyphens)',
      }),
    ),
    // Another S3-compatible service (MinIO, R2, Ceph…); empty for AWS S3 itself.
    S3_ENDPOINT: optional(urlWithProtocols(['http:', 'https:'])),
    S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, { error: 'must be a region name such as eu-west-1 (any name for MinIO, auto for R2)' })),
    // Both or neither: with neither, the AWS SDK's own chain is used (instance or task role, AWS_* variables).
    S3_ACCESS_KEY_ID: optional(z.string().regex(/^[\x21-\x7e]+$/, { error: 'must be an access key id without spaces' })),
    S3_SECRET_ACCESS_KEY: optional(z.string().regex(/^[\x21-\x7e]+$/, { error: 'must be a secret access key without spaces' })),
    // Path-style addresses (endpoint/bucket/key), which MinIO and s3rver need.
    S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    // Pictures of the public site from a CDN or the bucket's public images/ prefix instead of /media on this site.
    PUBLIC_MEDIA_URL: optional(urlWithProtocols(['http:', 'https:'])),
    // End-to-end tests only: exposes POST /__test/clock to move the server's time (scheduled publishing).
    TEST_CLOCK: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // /metrics (Prometheus) on a port of its own, aggregated across the cluster's workers (app/observability).
    METRICS_PORT: optional(
      z.coerce
        .number({ error: 'must be a whole number from 1 to 65535 (the port /metrics is served on)' })
        .int({ error: 'must be a whole number from 1 to 65535 (the port /metrics is served on)' })
        .min(1, { error: 'must be a whole number from 1 to 65535 (the port /metrics is served on)' })
        .max(65535, { error: 'must be a whole number from 1 to 65535 (the port /metrics is served on)' }),
    ),
    // Loopback by default: only a scraper on the same machine (or pod) reaches METRICS_PORT.
    METRICS_HOST: z
      .string()
      .regex(/^[\w.:-]+$/, { error: 'must be an address to bind, e.g. 127.0.0.1 or 0.0.0.0' })
      .default('127.0.0.1'),
    // /metrics on the site's own port, only for `Authorization: Bearer <token>` (anyone else gets the ordinary 404).
    METRICS_TOKEN: optional(
      z.string().regex(/^[\x21-\x7e]{24,}$/, { error: 'must be at least 24 printable characters without spaces (a bearer token)' }),
    ),
    // OpenTelemetry: each request's span is exported there over OTLP/HTTP (off when empty).
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(urlWithProtocols(['http:', 'https:'])),
    // Server processes sharing the port (node:cluster). Default: one per core; development runs one.
    WEB_CONCURRENCY: optional(
      z.coerce
        .number({ error: 'must be a whole number of processes from 1 to 64' })
        .int({ error: 'must be a whole number of processes from 1 to 64' })
        .min(1, { error: 'must be a whole number of processes from 1 to 64' })
        .max(64, { error: 'must be a whole number of processes from 1 to 64' }),
    ),
  })
  .superRefine((env, ctx) => {
    const pairs = [
      ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
      ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'],
    ] as const
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        const missing = env[a] ? b : a
        ctx.addIssue({ code: 'custom', path: [missing], message: `must be set together with ${env[a] ? a : b}` })
      }
    }
    if (env.TEST_CLOCK === 'true' && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
      // The test clock is moved in the process that gets the request: with several, the others would not follow.
      ctx.addIssue({ code: 'custom', path: ['WEB_CONCURRENCY'], message: 'must be 1 when TEST_CLOCK is true' })
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (use METRICS_TOKEN to serve /metrics on the site port)',
      })
    }
    for (const message of objectStorageIssues(env)) ctx.addIssue({ code: 'custom', ...message })
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'must be set when STRIPE_SECRET_KEY is set (webhooks decide what is paid)',
      })
    }
  })

type StorageSettings = Partial<
  Record<'STORAGE_URL' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE', string>
>

/** A partial object-storage configuration, each missing piece named. */
function objectStorageIssues(env: StorageSettings): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = []
  const s3Settings = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter(
    (name) => env[name],
  )
  if (!env.STORAGE_URL && s3Settings.length > 0)
    issues.push({
      path: ['STORAGE_URL'],
      message: `must be set (s3://bucket/prefix) when ${s3Settings.join(', ')} ${s3Settings.length > 1 ? 'are' : 'is'} set`,
    })
  if (env.STORAGE_URL && !env.S3_REGION)
    issues.push({ path: ['S3_REGION'], message: 'must be set when STORAGE_URL is set (e.g. eu-west-1; us-east-1 for MinIO)' })
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const [missing, given] = env.S3_ACCESS_KEY_ID ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'] : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
    issues.push({ path: [missing], message: `must be set together with ${given}` })
  }
  return issues
}

type ParsedEnv = z.infer<typeof envSchema>
export type Env = Omit<ParsedEnv, 'PUBLIC_BASE_URL' | 'WEB_CONCURRENCY'> & {
  PUBLIC_BASE_URL: string
  /** How many server processes share the port (1: no cluster). */
  WEB_CONCURRENCY: number
  /** The site is served over https (PUBLIC_BASE_URL), so every cookie we set is Secure. Decided here, once. */
  SECURE_COOKIES: boolean
}

export class EnvError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'))
    this.name = 'EnvError'
  }
}

/** Parses the environment; throws EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      const raw = source[name]
      const got = raw === undefined ? '' : ` (got "${redact(name, raw)}")`
      return `Invalid environment variable ${name}: ${issue.message}${got}`
    })
    throw new EnvError([...new Set(lines)])
  }
  const env = result.data
  const PUBLIC_BASE_URL = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  const WEB_CONCURRENCY = env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'development' || env.TEST_CLOCK === 'true' ? 1 : availableParallelism())
  return { ...env, PUBLIC_BASE_URL, WEB_CONCURRENCY, SECURE_COOKIES: PUBLIC_BASE_URL.startsWith('https:') }
}

function redact(name: string, value: string) {
  return /SECRET|TOKEN|KEY|DATABASE_URL|SMTP_URL|REDIS_URL/.test(name) && value.length > 8 ? `${value.slice(0, 4)}…` : value
}

let current: Env | undefined

/** The validated environment of this process (parsed on first use). */
export function env(): Env {
  current ??= parseEnv(process.env)
  return current
}

/** Only these values ever reach the browser. */
export function publicEnv() {
  const { PUBLIC_BASE_URL, STRIPE_PUBLISHABLE_KEY, TURNSTILE_SITE_KEY, DISQUS_SHORTNAME, MAPBOX_TOKEN } = env()
  return { PUBLIC_BASE_URL, STRIPE_PUBLISHABLE_KEY, TURNSTILE_SITE_KEY, DISQUS_SHORTNAME, MAPBOX_TOKEN }
}

import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.server'

function errorLines(source: Record<string, string>) {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.lines
    throw error
  }
  return []
}

describe('environment', () => {
  it('has working offline defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'file:data/claravia.db',
      PUBLIC_BASE_URL: 'http://localhost:3000',
      STAFF_EMAIL: 'care@claravia.example',
    })
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.STRIPE_SECRET_KEY).toBeUndefined()
  })

  it('serves with one process per core in production, one in development and with the test clock', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(availableParallelism())
    expect(parseEnv({ NODE_ENV: 'development' }).WEB_CONCURRENCY).toBe(1)
    expect(parseEnv({ TEST_CLOCK: 'true' }).WEB_CONCURRENCY).toBe(1)
    expect(parseEnv({ WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3)
    expect(errorLines({ WEB_CONCURRENCY: '0' })).toEqual([
      'Invalid environment variable WEB_CONCURRENCY: must be a whole number of processes from 1 to 64 (got "0")',
    ])
    expect(errorLines({ WEB_CONCURRENCY: '2', TEST_CLOCK: 'true' })).toEqual([
      'Invalid environment variable WEB_CONCURRENCY: must be 1 when TEST_CLOCK is true (got "2")',
    ])
  })

  it('believes X-Forwarded-For from a local proxy by default, or from the proxies listed', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toBe('loopback')
    expect(parseEnv({ TRUSTED_PROXIES: 'loopback, uniquelocal,10.0.0.0/8,fd00::/8,203.0.113.7' }).TRUSTED_PROXIES).toBe(
      'loopback, uniquelocal,10.0.0.0/8,fd00::/8,203.0.113.7',
    )
  })

  it('treats empty values as unset (as .env.example leaves them)', () => {
    expect(parseEnv({ SMTP_URL: '', REDIS_URL: '', STRIPE_SECRET_KEY: '' }).SMTP_URL).toBeUndefined()
  })

  it('derives the public URL from the port and trims a trailing slash', () => {
    expect(parseEnv({ PORT: '8080' }).PUBLIC_BASE_URL).toBe('http://localhost:8080')
    expect(parseEnv({ PUBLIC_BASE_URL: 'https://claravia.example/' }).PUBLIC_BASE_URL).toBe('https://claravia.example')
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL'],
    [{ PUBLIC_BASE_URL: 'ftp://x' }, 'PUBLIC_BASE_URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ STAFF_EMAIL: 'staff' }, 'STAFF_EMAIL'],
    [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL'],
    [{ REDIS_URL: 'http://localhost:6379' }, 'REDIS_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ MAPBOX_TOKEN: 'sk.secret' }, 'MAPBOX_TOKEN'],
    [{ DISQUS_SHORTNAME: 'not valid!' }, 'DISQUS_SHORTNAME'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ TURNSTILE_SECRET_KEY: 'abc' }, 'TURNSTILE_SITE_KEY'],
    [{ TRUSTED_PROXIES: 'everyone' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: 'loopback,10.0.0.300' }, 'TRUSTED_PROXIES'],
  ])('%j is refused with one line naming %s', (source, name) => {
    const lines = errorLines(source)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^Invalid environment variable ${name}: `))
  })

  it('never prints a secret in full', () => {
    const [line] = errorLines({ DATABASE_URL: 'mysql://user:topsecretpassword@db/x' })
    expect(line).not.toContain('topsecretpassword')
  })

  it('accepts a complete production configuration', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '3000',
      DATABASE_URL: 'postgres://claravia:pw@db:5432/claravia',
      PUBLIC_BASE_URL: 'https://claravia.example',
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      MAIL_FROM: 'Claravia <hello@claravia.example>',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      TURNSTILE_SITE_KEY: '0x4AAAAAAA',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAB',
      DISQUS_SHORTNAME: 'claravia',
      MAPBOX_TOKEN: 'pk.eyJ1Ijoi.abc',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SESSION_SECRET: 'x'.repeat(40),
      STAFF_EMAIL: 'care@claravia.example',
    })
    expect(env.DATABASE_URL).toMatch(/^postgres:/)
  })
})

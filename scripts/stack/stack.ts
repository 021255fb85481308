import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { startBalancer, type Balancer } from './balancer'
import { ensureDatabase, exited, startRedisService, startS3Service, terminate, type Service } from './services'

/*
 * The production shape on one machine (issue 28): PostgreSQL, Redis, an S3
 * API server, two instances of the site behind a load balancer, the database
 * prepared once before they start (the release step), and a clean stop in
 * the reverse order. `npm run stack` runs it; the stack journey
 * (tests/e2e/stack.spec.ts) starts one of its own.
 */

export interface StackOptions {
  /** The balancer's port: the site's address. */
  port: number
  /** The instances' ports, one per instance. */
  instancePorts: number[]
  /** Each instance's /metrics port (loopback), in the same order; none when empty. */
  metricsPorts: number[]
  databaseUrl: string
  /** A running Redis to use; else one is started on redisPort. */
  redisUrl?: string
  redisPort: number
  s3Port: number
  /** Where the stack keeps its S3 objects, outbox and secret. */
  dataDir: string
  /** Empties the database and the objects first. */
  fresh: boolean
  /** Extra environment for the instances (the journey's test clock, say). */
  instanceEnv?: Record<string, string>
  log: (line: string) => void
}

export interface StackInstance {
  name: string
  url: string
  metrics?: string
  /** Stops this instance alone (it drains first). */
  stop(): Promise<void>
}

export interface Stack {
  url: string
  instances: StackInstance[]
  /** Everything an instance was started with but its port (README lists each by component). */
  environment: Record<string, string>
  stop(): Promise<void>
}

const root = path.resolve(import.meta.dirname, '..', '..')
const BUCKET = 'claravia'

/** One secret for every instance (sessions, CSRF and preview links must verify on all of them), kept with the stack's data. */
function sharedSecret(dataDir: string) {
  const file = path.join(dataDir, 'session-secret')
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

/** An instance's output, each line prefixed with its name. */
function prefixed(child: ChildProcess, name: string, log: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + String(chunk)).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) if (line.trim()) log(`[${name}] ${line}`)
    })
  }
}

async function untilReady(url: string, child: ChildProcess, name: string) {
  const gone = exited(child).then(() => {
    throw new Error(`Instance ${name} stopped while starting (exit ${child.exitCode ?? child.signalCode})`)
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const answer = await Promise.race([fetch(new URL('/readyz', url)).catch(() => undefined), gone])
    await answer?.body?.cancel()
    if (answer?.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Instance ${name} was not ready within two minutes`)
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const started: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of started.reverse().splice(0)) await stopOne().catch(() => undefined)
  }
  try {
    const s3Dir = path.join(options.dataDir, 's3')
    if (options.fresh) fs.rmSync(s3Dir, { recursive: true, force: true })
    fs.mkdirSync(s3Dir, { recursive: true })

    await ensureDatabase(options.databaseUrl, { fresh: options.fresh })
    options.log(`PostgreSQL: ${options.databaseUrl.replace(/\/\/[^@]*@/, '//')}`)
    let redisUrl = options.redisUrl
    if (!redisUrl) {
      const redis: Service = await startRedisService({ port: options.redisPort })
      started.push(redis.stop)
      redisUrl = redis.url
    }
    options.log(`Redis: ${redisUrl}`)
    const s3: Service = await startS3Service({ directory: s3Dir, port: options.s3Port, buckets: [BUCKET] })
    started.push(s3.stop)
    options.log(`S3 API (s3rver): ${s3.url}, bucket ${BUCKET}`)

    const publicUrl = `http://localhost:${options.port}`
    const environment: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: redisUrl,
      STORAGE_URL: `s3://${BUCKET}/site`,
      S3_ENDPOINT: s3.url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_BASE_URL: publicUrl,
      SESSION_SECRET: sharedSecret(options.dataDir),
      MAIL_OUTBOX_DIR: path.join(options.dataDir, 'outbox'),
      DEMO_CONTENT: 'true',
      // One process per instance: the instances are the unit of scale here.
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      ...options.instanceEnv,
    }
    const childEnv = { ...process.env, ...environment }

    // The release step: migrations and seed, once, before any instance serves.
    const prepared = spawnSync(process.execPath, ['server.js', '--prepare-only'], { cwd: root, env: childEnv, encoding: 'utf8' })
    if (prepared.status !== 0) throw new Error(`Preparing the database failed:\n${prepared.stderr || prepared.stdout}`)
    options.log('Database prepared once (migrations, seed)')

    const instances = options.instancePorts.map((port, index) => {
      const name = String.fromCharCode(97 + index)
      const metricsPort = options.metricsPorts[index]
      const env = { ...childEnv, PORT: String(port), ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}) }
      const child = spawn(process.execPath, ['server.js', '--no-prepare'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      prefixed(child, name, options.log)
      started.push(() => terminate(child))
      const url = `http://localhost:${port}`
      return { name, url, child, metrics: metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : undefined }
    })
    await Promise.all(instances.map(({ url, child, name }) => untilReady(url, child, name)))
    for (const { name, url } of instances) options.log(`Instance ${name}: ${url} (ready)`)

    // The balancer stops first: no new traffic while the instances drain.
    const balancer: Balancer = await startBalancer({ port: options.port, upstreams: instances.map(({ url }) => url), log: options.log })
    started.push(balancer.close)
    options.log(`Load balancer: ${balancer.url} → ${instances.map(({ url }) => url).join(', ')}`)
    return {
      url: balancer.url,
      instances: instances.map(({ name, url, metrics, child }) => ({ name, url, metrics, stop: () => terminate(child) })),
      environment,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

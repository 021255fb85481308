import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

/*
 * The services under the stack's instances, each a process of its own as in
 * production: an S3 API server (s3rver, on a folder) and Redis. PostgreSQL is
 * the machine's (every machine of this project runs one): the stack gets a
 * database of its own on it.
 */

export interface Service {
  url: string
  stop(): Promise<void>
}

const root = path.resolve(import.meta.dirname, '..', '..')

/** Resolves once the child exits (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Ends a child politely (SIGTERM) and waits for it. The stack's children run
 * in process groups of their own (detached), so a Ctrl-C reaches the stack
 * alone and it stops them in order.
 */
export async function terminate(child: ChildProcess) {
  const done = exited(child)
  child.kill('SIGTERM')
  await done
}

/** s3rver in a process of its own on `port` (0: any free one), keeping its objects in `directory`, with `buckets` made. */
export async function startS3Service(options: { directory: string; port: number; buckets: string[] }): Promise<Service> {
  const buckets = options.buckets.flatMap((bucket) => ['--configure-bucket', bucket])
  const child = spawn(
    process.execPath,
    ['node_modules/s3rver/bin/s3rver.js', '-d', options.directory, '-a', '127.0.0.1', '-p', String(options.port), '-s', ...buckets],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  )
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): is port ${options.port} taken?`)))
    child.stdout.on('data', (chunk) => {
      const listening = /listening on ([\d.]+:\d+)/.exec(String(chunk))
      if (listening) resolve(`http://${listening[1]}`)
    })
  })
  return { url, stop: () => terminate(child) }
}

async function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)))
    socket.on('error', () => resolve(false))
  })
}

/** A redis-server of the stack's own (Debian's) on `port`, keeping nothing on disk. */
export async function startRedisService(options: { port: number; binary?: string }): Promise<Service> {
  if (await accepts(options.port))
    throw new Error(`Port ${options.port} is taken: set STACK_REDIS_PORT to a free one, or STACK_REDIS_URL to use a running Redis`)
  const child = spawn(options.binary ?? 'redis-server', ['--port', String(options.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
    detached: true,
  })
  const failed = new Promise<never>((_, reject) =>
    child.once('error', (error) => reject(new Error(`redis-server could not start: ${error.message}`))),
  )
  for (let attempt = 0; !(await Promise.race([accepts(options.port), failed])); attempt++) {
    if (attempt > 100) throw new Error(`redis-server did not listen on ${options.port}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `redis://127.0.0.1:${options.port}`, stop: () => terminate(child) }
}

/** Makes sure the database `url` names exists on its server (created empty when missing; emptied first when `fresh`). */
export async function ensureDatabase(url: string, { fresh }: { fresh: boolean }) {
  const name = new URL(url).pathname.slice(1)
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`The stack's database name must be lower-case letters, digits and _ (got "${name}")`)
  const server = new URL(url)
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.toString() })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${server.host} (${(error as Error).message}): start it, or set STACK_DATABASE_URL`, {
      cause: error,
    })
  }
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`)
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
}

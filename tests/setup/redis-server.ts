import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import { vi } from 'vitest'

/*
 * A redis-server of a test's own on a free port (Debian's, when installed):
 * no state shared with other suites or earlier runs.
 */

export const REDIS_SERVER = '/usr/bin/redis-server'
export const hasRedisServer = existsSync(REDIS_SERVER)

async function freePort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Starts it and waits until it accepts connections; `stop` ends it. */
export async function startRedisServer() {
  const port = await freePort()
  const redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  await vi.waitFor(
    () =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve()))
        socket.on('error', reject)
      }),
    { timeout: 5000, interval: 50 },
  )
  return { url: `redis://127.0.0.1:${port}`, stop: () => redis.pid && process.kill(redis.pid) }
}

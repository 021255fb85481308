import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'

/*
 * A production server of a journey's own (Stripe mode, a real SMTP server,
 * several processes…): its own port, a fresh SQLite file and the settings the
 * journey needs, on top of the runner's environment. Resolves once it is ready.
 */

export interface OwnServer {
  process: ChildProcess
  origin: string
  databaseFile: string
}

export async function startOwnServer(name: string, port: number, env: Record<string, string | undefined>): Promise<OwnServer> {
  const origin = `http://localhost:${port}`
  const databaseFile = path.join(os.tmpdir(), `claravia-e2e-${name}-${port}.db`)
  for (const file of fs.readdirSync(os.tmpdir()).filter((entry) => entry.startsWith(path.basename(databaseFile))))
    fs.rmSync(path.join(os.tmpdir(), file))
  const child = spawn('node', ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: `file:${databaseFile}`,
      PUBLIC_BASE_URL: origin,
      DEMO_CONTENT: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await expect.poll(async () => (await fetch(`${origin}/readyz`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200)
  return { process: child, origin, databaseFile }
}

/** Stops a server of a journey's own (its processes drain and exit). */
export function stopOwnServer(server: OwnServer | undefined) {
  if (server?.process.pid && server.process.exitCode === null) process.kill(server.process.pid, 'SIGTERM')
}

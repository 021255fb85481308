import { execFileSync, spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { startOwnServer, stopOwnServer, type OwnServer } from './own-server'

/*
 * Messages are kept with the patient's record (issue 29): acknowledged means
 * stored. A patient's burst of messages is cut by kill -9 of every process of
 * the site; started again on the same database, every message that was
 * answered 201 is in the conversation, each once.
 */

const port = Number(process.env.E2E_PORT ?? 3199) + 73
const BURST = 24

test('kill -9 during a burst of messages: every acknowledged message is there after the restart', async () => {
  test.setTimeout(180_000)
  const env = { WEB_CONCURRENCY: '2', TEST_CLOCK: '', LOG_LEVEL: 'fatal' }
  let server: OwnServer | undefined = await startOwnServer('conversation-durability', port, env)
  try {
    const signUp = await fetch(`${server.origin}/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Rosa Durán',
        email: `durability-${Date.now()}@example.com`,
        password: 'Claravia#2026x',
        repeatPassword: 'Claravia#2026x',
        acceptTerms: true,
        locale: 'es',
      }),
    })
    expect(signUp.status).toBe(201)
    const { token } = (await signUp.json()) as { token: string }
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }

    // The burst, and once a few are answered, every process of the site killed at once.
    let answered = 0
    const killed = new Promise<void>((resolve) => {
      const kill = () => {
        const primary = server!.process.pid!
        const workers = execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
          .split('\n')
          .filter(Boolean)
          .map(Number)
        for (const pid of [primary, ...workers]) process.kill(pid, 'SIGKILL')
        resolve()
      }
      const check = setInterval(() => {
        if (answered >= BURST / 4) {
          clearInterval(check)
          kill()
        }
      }, 5)
    })
    const acknowledged: number[] = []
    await Promise.all(
      Array.from({ length: BURST }, async (_, index) => {
        const answer = await fetch(`${server!.origin}/v1/me/conversation`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ body: `Mensaje ${index}: ¿puedo volar?` }),
        }).catch(() => undefined)
        // An answer cut by the kill before its body arrived acknowledged nothing the patient could read.
        const message = answer?.status === 201 ? ((await answer.json().catch(() => undefined)) as { id: number } | undefined) : undefined
        if (message) acknowledged.push(message.id)
        answered += 1
      }),
    )
    await killed
    expect(acknowledged.length).toBeGreaterThan(0)

    // Started again on the same database file (not the fresh one startOwnServer makes).
    const again = spawn('node', ['server.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: `file:${server.databaseFile}`,
        PUBLIC_BASE_URL: server.origin,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    server = { ...server, process: again }
    await expect.poll(async () => (await fetch(`${server!.origin}/readyz`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200)
    const conversation = (await (await fetch(`${server.origin}/v1/me/conversation`, { headers })).json()) as { messages: { id: number }[] }
    const stored = conversation.messages.map((message) => message.id)
    expect(acknowledged.filter((id) => !stored.includes(id))).toEqual([])
    expect(new Set(stored).size).toBe(stored.length)
  } finally {
    try {
      stopOwnServer(server)
    } catch {
      // Killed already (this process may not have heard of its exit yet).
    }
  }
})

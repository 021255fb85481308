import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startOwnServer, stopOwnServer, type OwnServer } from './own-server'

/*
 * Two server processes sharing one port (WEB_CONCURRENCY=2, node:cluster) on
 * the production build, behaving as one site: a rate limit counts requests
 * whichever process answers them, each outbox email leaves once, a process
 * that dies is replaced, and SIGTERM lets a request in flight finish before
 * everything exits.
 */

test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 3199) + 71
const origin = `http://localhost:${port}`
const outboxDir = path.join(os.tmpdir(), `claravia-e2e-processes-outbox-${port}`)
let server: OwnServer

/** The worker processes of the primary (its children running server.js). */
const workers = () =>
  execFileSync('pgrep', ['-P', String(server.process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number)

/** The status of a GET on a connection of its own, or an error after 3 s without an answer. */
const statusOf = (pathname: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.get(`${origin}${pathname}`, { agent: false }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject).setTimeout(3_000, () => request.destroy(new Error('no answer')))
  })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  fs.rmSync(outboxDir, { recursive: true, force: true })
  server = await startOwnServer('processes', port, {
    MAIL_OUTBOX_DIR: outboxDir,
    OUTBOX_RETRY_SECONDS: '1',
    WEB_CONCURRENCY: '2',
    TEST_CLOCK: '',
    LOG_LEVEL: 'fatal',
  })
  await expect.poll(() => workers().length).toBe(2)
})

test.afterAll(() => stopOwnServer(server))

test('a rate limit counts across processes: 10 newsletter signups an hour per address, whichever process answers', async () => {
  const statuses: number[] = []
  for (let index = 0; index < 12; index++) {
    const response = await fetch(`${origin}/v1/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `processes-${index}@example.com`, locale: 'es' }),
    })
    statuses.push(response.status)
  }
  // Alone, each process would have let its ~6 through.
  expect(
    statuses.filter((status) => status === 202),
    statuses.join(' '),
  ).toHaveLength(10)
  expect(statuses.slice(10)).toEqual([429, 429])
})

test('each email in the outbox leaves once, though every process runs an outbox worker', async () => {
  const subject = `Two processes ${Date.now()}`
  const sent = await fetch(`${origin}/v1/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Ana Pérez', email: 'ana.processes@example.com', subject, message: '¿Hay cita el lunes?', locale: 'es' }),
  })
  expect(sent.status).toBeLessThan(300)
  const mentioning = () =>
    fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8').includes(subject)) : []
  // The team's notice and the person's acknowledgement: two emails, each once.
  await expect.poll(() => mentioning().length, { timeout: 15_000 }).toBe(2)
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect(mentioning()).toHaveLength(2)
})

test('a process that dies is replaced; the site keeps answering', async () => {
  test.setTimeout(120_000)
  const [victim] = workers()
  process.kill(victim!, 'SIGKILL')
  // A connection handed to the dead process in the instant before the primary learns of it is lost (node:cluster);
  // the primary replaces the process, and every request after that is answered.
  await expect.poll(() => workers().filter((pid) => pid !== victim).length, { timeout: 40_000 }).toBe(2)
  await expect.poll(() => statusOf('/readyz').catch(() => 0), { timeout: 10_000 }).toBe(200)
  for (let index = 0; index < 6; index++) expect(await statusOf('/healthz')).toBe(200)
})

test('SIGTERM: a request in flight is answered, then every process exits', async () => {
  test.setTimeout(60_000)
  const body = 'email=late%40example.com&locale=es'
  const socket = net.connect(port, 'localhost')
  await new Promise((resolve) => socket.once('connect', resolve))
  let answer = ''
  socket.on('data', (chunk) => (answer += String(chunk)))
  // Headers and half the body now; the rest after the signal.
  socket.write(`POST /v1/newsletter HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n`)
  socket.write(`Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`)
  await new Promise((resolve) => setTimeout(resolve, 300))
  const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve))
  process.kill(server.process.pid!, 'SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  socket.end(body.slice(10))
  await new Promise((resolve) => socket.once('close', resolve))
  expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /)
  expect(await exited).toBe(0)
  await expect(statusOf('/healthz')).rejects.toThrow()
})

import type { AddressInfo } from 'node:net'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/*
 * A real SMTP server on 127.0.0.1 (random port) for tests: everything it
 * receives is parsed with postal-mime and kept in `messages`.
 */

export interface ParsedEmail {
  /** Envelope recipients (RCPT TO). */
  to: string[]
  subject: string
  text: string
  html: string
  /** Header values by lower-case name (first occurrence wins). */
  headers: Record<string, string>
  raw: string
}

export interface TestSmtpServer {
  url: string
  messages: ParsedEmail[]
  waitForMessage(predicate: (message: ParsedEmail) => boolean, timeoutMs?: number): Promise<ParsedEmail>
  close(): Promise<void>
}

/** Listens on a random port, or on `port` (to stop a server and start it again at the same address). */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const messages: ParsedEmail[] = []
  const waiters = new Set<(message: ParsedEmail) => void>()

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        PostalMime.parse(raw).then(
          (parsed) => {
            const headers: Record<string, string> = {}
            for (const header of parsed.headers) headers[header.key] ??= header.value
            const message: ParsedEmail = {
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              headers,
              raw,
            }
            messages.push(message)
            for (const waiter of [...waiters]) waiter(message)
            callback()
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        )
      })
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(predicate, timeoutMs = 5000) {
      const existing = messages.find(predicate)
      if (existing) return Promise.resolve(existing)
      return new Promise<ParsedEmail>((resolve, reject) => {
        const waiter = (message: ParsedEmail) => {
          if (!predicate(message)) return
          waiters.delete(waiter)
          clearTimeout(timer)
          resolve(message)
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`No matching email arrived within ${timeoutMs} ms (received ${messages.length})`))
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { env } from '~/config/env.server'
import { logger } from '~/observability/logger.server'

/*
 * Outgoing email.
 *
 * - SMTP_URL set (smtp://user:pass@host:587 or smtps://…:465): messages go to
 *   that server through one nodemailer transport, created on first use and reused.
 * - SMTP_URL unset: each message is written as one .eml file (open it with any
 *   mail client) into the outbox folder. The folder is `outbox/` in the working
 *   directory (the project root when started with npm scripts), or the folder
 *   named by the MAIL_OUTBOX_DIR environment variable. MAIL_OUTBOX_DIR is read
 *   from process.env on every send (not through env()) because it is a
 *   development/test convenience, not part of the validated production config.
 *
 * In development the subject, recipient and links of the text part are logged so
 * reset links can be clicked from the terminal. Outside development nothing from
 * the message itself (recipient, subject, body) is logged.
 */

export interface Email {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  /** A Message-ID to use instead of a fresh one (the outbox sends a row's retries with the same one). */
  messageId?: string
  attachments?: { filename: string; content: string | Buffer; contentType: string }[]
}

let smtp: { url: string; transport: Transporter } | undefined
let outbox: Transporter | undefined
let warnedAboutOutbox = false

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transport.close()
    smtp = { url, transport: nodemailer.createTransport(url) }
  }
  return smtp.transport
}

function outboxTransport(): Transporter {
  outbox ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return outbox
}

export function outboxDir(): string {
  return path.resolve(process.env.MAIL_OUTBOX_DIR || path.join(process.cwd(), 'outbox'))
}

function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/:/g, '')}-${randomBytes(6).toString('hex')}.eml`
}

/** The http(s) links in a text part (trailing punctuation trimmed). */
function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0].replace(/[).,;:!?'\]]+$/, ''))
}

/**
 * Sends one email from MAIL_FROM.
 *
 * `transportUrl` exists for tests: env() parses process.env once and caches it,
 * so a test cannot switch SMTP_URL on and off between cases. Passing the URL
 * explicitly keeps env() the single source of configuration for the app while
 * letting tests choose: `undefined` (what application code passes) = use
 * env().SMTP_URL, a string = send through that SMTP server, `null` = write to
 * the outbox even if SMTP_URL is set.
 */
export async function sendEmail(email: Email, transportUrl?: string | null): Promise<{ messageId: string }> {
  const { MAIL_FROM, NODE_ENV } = env()
  const url = transportUrl === undefined ? env().SMTP_URL : (transportUrl ?? undefined)
  // Reply-To (the contact form's sender) is an address too: given as an object, like `to`, never parsed.
  const { 'Reply-To': replyTo, ...headers } = email.headers ?? {}
  const message = {
    from: MAIL_FROM,
    ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
    // An { address } object is used as it is; a string would be parsed as an address
    // list, where `a<victim@example.com>` means "victim@example.com" (issue 9).
    to: { name: '', address: email.to },
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers,
    ...(email.messageId ? { messageId: email.messageId } : {}),
    attachments: email.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
  }

  let messageId: string
  let destination: string
  if (url) {
    const info = await smtpTransport(url).sendMail(message)
    messageId = info.messageId
    destination = 'smtp'
  } else {
    const info = await outboxTransport().sendMail(message)
    const dir = outboxDir()
    await mkdir(dir, { recursive: true })
    destination = path.join(dir, outboxFileName())
    await writeFile(destination, info.message as Buffer, { flag: 'wx' })
    messageId = info.messageId
    if (NODE_ENV === 'production' && !warnedAboutOutbox) {
      warnedAboutOutbox = true
      logger.warn({ outbox: dir }, 'SMTP_URL is not set: emails are written to the outbox folder, not delivered')
    }
  }

  if (NODE_ENV === 'development') {
    logger.info({ to: email.to, subject: email.subject, links: linksIn(email.text), destination }, `Email "${email.subject}" to ${email.to}`)
  }
  return { messageId }
}

/** Drops (and closes) the cached transports so the next send creates fresh ones. */
export function resetMailerForTests(): void {
  smtp?.transport.close()
  smtp = undefined
  outbox?.close()
  outbox = undefined
  warnedAboutOutbox = false
}

import fs from 'node:fs'
import path from 'node:path'
import PostalMime, { type Attachment } from 'postal-mime'
import { expect } from '@playwright/test'
import { e2eSite, type E2ESite } from './site'

export type OutboxEmail = {
  to: string[]
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  attachments: Attachment[]
}

async function parse(raw: string): Promise<OutboxEmail> {
  const email = await PostalMime.parse(raw)
  const headers: Record<string, string> = {}
  for (const header of email.headers) headers[header.key] ??= header.value
  return {
    to: (email.to ?? []).map((address) => address.address ?? ''),
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    headers,
    attachments: email.attachments,
  }
}

/** Every email the site (the e2e server unless said) wrote to its outbox folder, parsed. */
export async function outboxEmails({ outboxDir }: Pick<E2ESite, 'outboxDir'> = e2eSite): Promise<OutboxEmail[]> {
  if (!fs.existsSync(outboxDir)) return []
  const files = fs.readdirSync(outboxDir).sort()
  return Promise.all(files.map((file) => parse(fs.readFileSync(path.join(outboxDir, file), 'utf8'))))
}

/** Waits for the newest email addressed to `to` (the envelope, not the body) that matches. */
export async function emailTo(
  to: string,
  matches: (email: OutboxEmail) => boolean = () => true,
  timeout = 15_000,
  site: Pick<E2ESite, 'outboxDir'> = e2eSite,
) {
  let found: OutboxEmail | undefined
  await expect
    .poll(
      async () => {
        found = (await outboxEmails(site)).reverse().find((email) => email.to.includes(to) && matches(email))
        return Boolean(found)
      },
      { timeout },
    )
    .toBe(true)
  return found!
}

/** The first link in a text part whose path starts with `pathPrefix`. */
export function linkTo(text: string, pathPrefix: string) {
  const match = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => new URL(m[0])).find((url) => url.pathname.startsWith(pathPrefix))
  if (!match) throw new Error(`No ${pathPrefix} link in: ${text}`)
  return match
}

import { z } from 'zod'
import { renderMarkdown } from '~/content/markdown.server'
import { notFound } from '~/errors/not-found'
import { MAX_CONTENT_FORM_BYTES, requireFormData } from '~/security/request-body.server'
import { requirePermission } from '~/access/door.server'
import type { Route } from './+types/content-markdown-preview'

const PreviewText = z.string().max(60_000)

/** Only the editor's POST has a use here: a GET (a typed address) is the site's 404, after the door. */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, url, 'content.edit')
  notFound(url, 'unmatched')
}

/** POST: a markdown field's text rendered by the public pages' own renderer and sanitiser (the editor's live preview). */
export async function action({ context, url, request }: Route.ActionArgs) {
  await requirePermission(context, url, 'content.edit')
  const text = PreviewText.safeParse((await requireFormData(request, MAX_CONTENT_FORM_BYTES)).get('text') ?? '')
  return { html: text.success ? renderMarkdown(text.data) : '' }
}

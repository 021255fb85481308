import { recordPostView } from '~/blog/blog.server'
import { isHumanRead } from '~/blog/view-counting.server'
import { database } from '~/db/db.server'
import { isSlug } from '~/http/params'
import { readFormData } from '~/security/request-body.server'
import type { Route } from './+types/blog-read'

/** POST /blog-read (slug): an article was shown to a person (blog/ui/count-read.ts). Answers 204 whatever the slug or body. */
export async function action({ request }: Route.ActionArgs) {
  const body = await readFormData(request)
  const slug = body.ok ? body.form.get('slug') : null
  if (typeof slug === 'string' && isSlug(slug) && isHumanRead(request)) await recordPostView(database(), slug)
  return new Response(null, { status: 204 })
}

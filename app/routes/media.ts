import { IMAGE_FILE, imageStore } from '~/media/image-store.server'
import type { Route } from './+types/media'

/** GET /media/<key>-<width>.<webp|avif>: a picture of the public site. Keys are random and files never change: cached for a year. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = IMAGE_FILE.exec(params.file ?? '')
  const file = match ? await imageStore().read(params.file!) : undefined
  if (!match || !file)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  return new Response(file.body, {
    headers: {
      'Content-Type': `image/${match[3]}`,
      'Content-Length': String(file.byteSize),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

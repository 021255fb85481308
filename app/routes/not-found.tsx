import { notFound } from '~/errors/not-found'
import type { Route } from './+types/not-found'

/** Catch-all: any path no other route matches is a 404 (rendered by the layout's error boundary). */
export function loader({ url }: Route.LoaderArgs) {
  notFound(url, 'unmatched')
}

export const action = loader

export default function NotFound() {
  return null
}

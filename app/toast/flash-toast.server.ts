import { createCookie, redirect } from 'react-router'
import { z } from 'zod'
import { env } from '~/config/env.server'
import { sessionSecret } from '~/config/session-secret.server'

/*
 * A message for the next page, e.g. after a form post redirects: the action
 * stores it in a short-lived signed cookie, the root loader reads it once and
 * the browser shows it as a toast.
 */

const flashToastSchema = z.object({
  id: z.string(),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  color: z.enum(['primary', 'success', 'warning', 'alert', 'gray']).optional(),
})
export type FlashToast = z.infer<typeof flashToastSchema>

/** The cookie carrying a message to the next page (a page answering it is that visitor's own, never cached). */
export const FLASH_TOAST_COOKIE = 'toast'

let cookie: ReturnType<typeof createCookie> | undefined
function toastCookie() {
  cookie ??= createCookie(FLASH_TOAST_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().SECURE_COOKIES,
    maxAge: 60,
    secrets: [sessionSecret()],
  })
  return cookie
}

export async function flashToastHeader(toast: Omit<FlashToast, 'id'>) {
  // A timestamp id: the browser shows it once even if the page re-renders.
  return toastCookie().serialize({ ...toast, id: Date.now().toString() })
}

export async function redirectWithToast(url: string, toast: Omit<FlashToast, 'id'>, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await flashToastHeader(toast))
  return redirect(url, { ...init, headers })
}

/** Reads (and consumes) the pending toast, if any. */
export async function readFlashToast(request: Request): Promise<{ toast: FlashToast | null; setCookie?: string }> {
  const header = request.headers.get('Cookie')
  if (!header?.includes('toast=')) return { toast: null }
  const parsed = flashToastSchema.safeParse(await toastCookie().parse(header))
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: await toastCookie().serialize('', { maxAge: 0 }),
  }
}

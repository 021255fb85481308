import { redirect } from 'react-router'
import { clearSessionCookie } from '~/accounts/session-cookie.server'
import { sessionToEnd } from '~/accounts/session-middleware.server'
import { signOut } from '~/accounts/sign-out.server'
import { env } from '~/config/env.server'
import { actionContext } from '~/accounts/action-context.server'
import { localizePath } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { flashToastHeader } from '~/toast/flash-toast.server'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/sign-out'

/** POST /sign-out: ends this session on the server, then clears the cookie. */
export async function action({ context }: Route.ActionArgs) {
  const locale = pageLocale(context)
  await signOut({ ...actionContext(context, locale), session: sessionToEnd(context) })
  const headers = new Headers()
  headers.append('Set-Cookie', clearSessionCookie(env().SECURE_COOKIES))
  headers.append('Set-Cookie', await flashToastHeader({ title: serverTranslator(locale)('auth.sign_out.done'), color: 'gray' }))
  throw redirect(localizePath('/', locale), { headers })
}

/** A GET (typed address, old link) signs nobody out: back to the home page. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizePath('/', pageLocale(context)))
}

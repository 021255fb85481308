import type { RouterContextProvider } from 'react-router'
import { refusalMessage, type Refusal } from '~/errors/outcomes'
import { untypedTranslator } from '~/http/problem.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { redirectWithToast } from '~/toast/flash-toast.server'

/*
 * How a console page's small forms end (status changes, assignments, staff
 * actions): back to the page, a plain redirect that works without script,
 * with the outcome as a toast — the success message or the refusal's own.
 */
export function backToPage(context: Readonly<RouterContextProvider>, path: string) {
  const locale = pageLocale(context)
  const t = untypedTranslator(locale)
  const to = localizePath(path, locale)
  return {
    done: (key: string, values?: Record<string, string | number>) => redirectWithToast(to, { title: t(key, values), color: 'success' }),
    refused: (refusal: Refusal) => {
      const { key, values } = refusalMessage(refusal)
      return redirectWithToast(to, { title: t(key, values), color: 'warning' })
    },
  }
}

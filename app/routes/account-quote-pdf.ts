import { requirePatientSession } from '~/accounts/patient-session.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { quotePdfFileName } from '~/quotes/patient-quote-pdf'
import { renderQuotePdf } from '~/quotes/quote-pdf.server'
import { patientQuoteId } from '~/quotes/quote-requests.server'
import { quoteView } from '~/quotes/quote-view.server'
import type { Route } from './+types/account-quote-pdf'

/**
 * The patient's own quote as a PDF, in the page's language, to keep or forward (issue 30): drawn on the
 * server from the figures the page shows. Another patient's quote, or a draft, is simply not found. The
 * file's name says which quote it is and nothing more (no name, no treatment); never kept by a cache.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const session = requirePatientSession(context, url)
  const id = parseId(params.id)
  invariantParam(id, url)
  const locale = pageLocale(context)
  const own = await patientQuoteId(database(), session.user.id, id)
  const view = own === undefined ? undefined : await quoteView(database(), own, locale)
  if (!view) notFound(url, 'unmatched')
  const bytes = await renderQuotePdf(view, locale)
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${quotePdfFileName(view, locale)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

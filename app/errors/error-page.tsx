import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { isNetworkFailure } from '~/forms/network-failure'
import { isNotFoundData } from './not-found'

/**
 * The full-page error screen (spec §2): 404 for unknown pages and failed
 * parameter checks, the same page with a 500 for anything unexpected.
 * Never shows a stack trace: the details are in the server log.
 */
export function ErrorPage() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const t = useTranslations('errors')
  const status = isRouteErrorResponse(error) ? error.status : 500
  const isNotFound = status === 404
  const detail = isNotFound
    ? isRouteErrorResponse(error) && isNotFoundData(error.data) && error.data.reason === 'invalid-param'
      ? t('not_found.invalid_param', { path: error.data.path })
      : t('not_found.unmatched', { path: pathname })
    : undefined
  const refusal = isRouteErrorResponse(error) ? refusals[error.status] : undefined
  if (refusal) return <RefusalPage status={status} messageKey={refusal} />
  // A page that could not be fetched in the browser is the connection's fault, not ours: say so, and offer to retry.
  const offline = !isNotFound && isNetworkFailure(error)
  const section = isNotFound ? 'not_found' : offline ? 'offline' : 'server'

  return (
    <section className="mx-auto w-full max-w-[740px] px-4 py-16 text-center sm:py-24" aria-labelledby="error-title">
      <title>{t(`${section}.title`)}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t(`${section}.code`)}</p>
      <h1 id="error-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
        {t(`${section}.title`)}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t(`${section}.description`)}</p>
      {detail && (
        <p className="mt-3 font-mono text-sm break-all text-ink-muted" data-testid="error-detail">
          {detail}
        </p>
      )}
      {offline ? (
        <button type="button" className={`mt-8 ${buttonStyles.solid}`} onClick={() => window.location.reload()}>
          <Icon name="lucide:refresh-cw" />
          {t('retry')}
        </button>
      ) : (
        <LocalizedLink to="/" className={`mt-8 ${buttonStyles.solid}`}>
          <Icon name="lucide:arrow-left" />
          {t('back_home')}
        </LocalizedLink>
      )}
    </section>
  )
}

/** Requests a page refuses as sent (no form body, over the size limit): the person's mistake, said as such, not a 500. */
const refusals: Partial<Record<number, 'bad_request' | 'method_not_allowed' | 'payload_too_large' | 'unsupported_media_type'>> = {
  400: 'bad_request',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
}

function RefusalPage({ status, messageKey }: { status: number; messageKey: NonNullable<(typeof refusals)[number]> }) {
  const t = useTranslations('errors')
  return (
    <section className="mx-auto w-full max-w-[740px] px-4 py-16 text-center sm:py-24" aria-labelledby="error-title">
      <title>{t(`${messageKey}_title`)}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{status}</p>
      <h1 id="error-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
        {t(`${messageKey}_title`)}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t(messageKey)}</p>
      <LocalizedLink to="/" className={`mt-8 ${buttonStyles.solid}`}>
        <Icon name="lucide:arrow-left" />
        {t('back_home')}
      </LocalizedLink>
    </section>
  )
}

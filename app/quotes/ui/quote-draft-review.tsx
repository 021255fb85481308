import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { FormError } from '~/forms/field-error'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import type { VisitorDraftView } from '../quote-request-page.server'

export interface ReviewedDraft extends Omit<VisitorDraftView, 'answers' | 'message' | 'files'> {
  counts: { answered: number; questions: number; files: number; message: boolean }
  /** Only for the signed-in patient: the answers are health data. */
  details: Pick<VisitorDraftView, 'answers' | 'message' | 'files'> | null
}

/**
 * The review of a request saved before signing in (issue 30). Signed out: what it is about and the
 * two ways on (each brings the visitor back here). Signed in: everything, to send or discard.
 * Gone: says so, with the way to start again. Plain links and a plain form, without JavaScript too.
 */
export function QuoteDraftReview({
  signedIn,
  draft,
  account,
  error,
}: {
  signedIn: boolean
  draft: ReviewedDraft | null
  account: { signUp: string; signIn: string }
  error: string | null
}) {
  const t = useTranslations('quotes.request.review')
  const format = useFormatter()
  const navigation = useNavigation()
  if (!draft)
    return (
      <Page title={t('gone_title')}>
        <p className="mt-3 text-lg text-ink-muted">{t('gone_text')}</p>
        <LocalizedLink to="/quotes/new" className={`mt-6 ${buttonStyles.solid}`}>
          <Icon name="lucide:rotate-ccw" className="size-4" />
          {t('start_again')}
        </LocalizedLink>
      </Page>
    )
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
  const places = [
    ...draft.destinations.map((name) => t('any_clinic_in', { place: name })),
    ...draft.clinics,
    ...(draft.adviseMe ? [t('advise_me')] : []),
  ]
  const busy = navigation.state === 'submitting'
  return (
    <Page title={t('title')}>
      <p className="mt-3 max-w-prose text-lg text-ink-muted">{signedIn ? t('lead_patient') : t('lead_visitor')}</p>
      {error && (
        <div className="mt-6">
          <FormError id="quote-review-error" errors={[error]} />
        </div>
      )}
      <section aria-labelledby="quote-summary-title" className="mt-8 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <h2 id="quote-summary-title" className="text-xl font-semibold">
          {t('summary_heading')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
          <Fact term={t('treatment')}>{draft.service.name}</Fact>
          <Fact term={t('where')}>
            <ul className="grid gap-1">
              {places.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
          </Fact>
          <Fact term={t('travel')}>{t('travel_window', { from: day(draft.travelFrom), to: day(draft.travelTo) })}</Fact>
          <Fact term={t('country_currency')}>{t('country_currency_value', { country: draft.countryName, currency: draft.currencyName })}</Fact>
          <Fact term={t('health')}>
            {t('answered', { answered: draft.counts.answered, questions: draft.counts.questions })}
            {draft.counts.message && <span className="block">{t('with_message')}</span>}
          </Fact>
          <Fact term={t('files')}>{t('files_count', { count: draft.counts.files })}</Fact>
        </dl>
      </section>

      {draft.details ? (
        <>
          <section aria-labelledby="quote-answers-title" className="mt-6 rounded-2xl border border-line bg-surface p-5 sm:p-6">
            <h2 id="quote-answers-title" className="text-xl font-semibold">
              {t('answers_heading')}
            </h2>
            {draft.details.answers.length > 0 && (
              <dl className="mt-4 grid gap-3">
                {draft.details.answers.map((entry, index) => (
                  <div key={index}>
                    <dt className="text-sm text-ink-muted">{entry.question}</dt>
                    <dd className={entry.answer ? 'font-medium break-words' : 'text-ink-muted italic'}>{entry.answer || t('not_answered')}</dd>
                  </div>
                ))}
              </dl>
            )}
            {draft.details.message && (
              <>
                <h3 className="mt-5 text-sm text-ink-muted">{t('message_heading')}</h3>
                <p className="mt-1 break-words whitespace-pre-wrap">{draft.details.message}</p>
              </>
            )}
            {draft.details.files.length > 0 && (
              <>
                <h3 className="mt-5 text-sm text-ink-muted">{t('files')}</h3>
                <ul className="mt-1 grid gap-1">
                  {draft.details.files.map((file, index) => (
                    <li key={index} className="flex items-center gap-2">
                      <Icon name="lucide:paperclip" className="size-4 shrink-0 text-accent" />
                      <span className="break-all">{file.fileName}</span>
                      <span className="text-sm text-ink-muted">{t('file_size', { kilobytes: Math.max(1, Math.round(file.byteSize / 1024)) })}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <Form method="post" className="mt-8 flex flex-wrap items-center gap-3">
            <CsrfInput />
            <button type="submit" name="intent" value="send" className={buttonStyles.solid} disabled={busy}>
              <Icon name="lucide:send" className="size-4" />
              {t('send')}
            </button>
            <button type="submit" name="intent" value="discard" className={buttonStyles.outline} disabled={busy}>
              {t('discard')}
            </button>
          </Form>
          <p className="mt-3 flex gap-2 text-sm text-ink-muted">
            <Icon name="lucide:messages-square" className="mt-0.5 size-4 shrink-0" />
            {t('where_it_goes')}
          </p>
        </>
      ) : (
        <section aria-labelledby="quote-account-title" className="mt-6 rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <h2 id="quote-account-title" className="text-xl font-semibold">
            {t('account_heading')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('account_why')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={account.signUp} className={buttonStyles.solid}>
              <Icon name="lucide:user-plus" className="size-4" />
              {t('create_account')}
            </Link>
            <Link to={account.signIn} className={buttonStyles.outline}>
              <Icon name="lucide:log-in" className="size-4" />
              {t('sign_in')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-ink-muted">{t('kept_for_a_day')}</p>
        </section>
      )}
    </Page>
  )
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta title={title} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-ink-muted sm:pt-0.5">{term}</dt>
      <dd className="-mt-3 sm:mt-0">{children}</dd>
    </>
  )
}

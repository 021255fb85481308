import { useFormatter, useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageSection } from '~/ui/page-section'
import type { Consent } from './consents.server'
import { POLICY_PATHS } from './policies'

/** The account's record of what the patient agreed to: which policy, which version, when. */
export function ConsentsSection({ consents }: { consents: Consent[] }) {
  const t = useTranslations('account.consents')
  const tAccount = useTranslations('account')
  const format = useFormatter()
  // Versions are calendar dates (YYYY-MM-DD): shown as such, whatever the viewer's time zone.
  const day = (isoDate: string) => format.dateTime(new Date(`${isoDate}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
  // Named parts: Intl refuses timeZoneName next to dateStyle/timeStyle. The zone is said, as it is not the viewer's own.
  const moment = (iso: string) =>
    format.dateTime(new Date(iso), { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })
  // The appointment as it is now, on the clinic's clock, as the account's appointments are told, the zone named.
  const appointmentTime = (iso: string, timeZone: string) =>
    `${format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short', timeZone })} · ${tAccount('local_time_note', { zone: timeZone })}`
  return (
    <PageSection id="consents" title={t('title')}>
      <p className="-mt-1 text-sm text-ink-muted">{t('lead')}</p>
      {consents.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t('none')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {consents.map((consent, index) => (
            <li key={index} className="rounded-2xl border border-line bg-surface p-4">
              <p className="font-semibold">
                <LocalizedLink to={POLICY_PATHS[consent.kind]} className="hover:underline">
                  {t(consent.kind)}
                </LocalizedLink>
              </p>
              {consent.appointmentStartsAt && (
                <p className="mt-1 text-sm">
                  {t('for_appointment', { date: appointmentTime(consent.appointmentStartsAt, consent.appointmentTimeZone ?? 'UTC') })}
                </p>
              )}
              <p className="mt-1 text-sm text-ink-muted">
                {t('accepted', { date: moment(consent.acceptedAt) })} · {t('version', { date: day(consent.policyVersion) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  )
}

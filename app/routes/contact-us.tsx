import { pageProof } from '~/security/action-guards.server'
import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { useActionData } from 'react-router'
import { useTranslations } from 'use-intl'
import { whatsappLink } from '~/chat/whatsapp'
import { ContactForm } from '~/contact/contact-form'
import { contactRefusal, contactSentToast } from '~/contact/contact-form.server'
import { ContactSchema } from '~/contact/schemas'
import { sendContactMessage } from '~/contact/send-contact-message.server'
import { formFailure, formHeaders, readFormWithinLimit, toastSuccess } from '~/forms/form-result.server'
import { actionContext } from '~/accounts/action-context.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { PageMeta } from '~/navigation/seo-links'
import { readContactDetails, type ContactDetails } from '~/settings/settings.server'
import { Icon } from '~/ui/icon/icon'
import type { Route } from './+types/contact-us'

/** The query parameters it reads (a draft's preview token, honoured for content editors): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery(PREVIEW_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ url, context }: Route.LoaderArgs) {
  const { data: details, preview } = await readWithPreview(context, url, 'settings', (db) => readContactDetails(db))
  return { details, preview }
}

/** A refused attempt's Retry-After reaches the page (429). */
export const headers = formHeaders

/** The contact form's post, from this page or the home page's form (sent back there without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context)
  const body = await readFormWithinLimit(request, 'contact.too_large')
  if (!body.ok) return body.failure
  const submission = parseWithZod(body.form, { schema: ContactSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const outcome = await sendContactMessage(actionContext(context, locale), { ...submission.value, proof: pageProof(request, body.form) })
  if (!outcome.ok) return contactRefusal(submission, outcome, locale)
  return toastSuccess(request, body.form, submission, contactSentToast(locale), localizePath('/contact-us', locale))
}

export default function ContactUs({ loaderData: { details } }: Route.ComponentProps) {
  const t = useTranslations('contact')
  const actionData = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
      <PageMeta title={t('meta_title')} description={t('meta_description')} />
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t('lead')}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-semibold tracking-tight">
            {t('form_title')}
          </h2>
          <div className="mt-6">
            <ContactForm actionData={actionData && 'result' in actionData ? actionData : undefined} />
          </div>
        </section>
        <WaysToReachUs details={details} />
      </div>
    </div>
  )
}

function WaysToReachUs({ details }: { details: ContactDetails }) {
  const t = useTranslations('contact')
  const phone = details['general.contact_phone']
  const whatsapp = details['general.whatsapp_number']
  const email = details['general.contact_email']
  const address = details['general.address']
  const weekdays = details['general.hours_weekdays']
  const saturday = details['general.hours_saturday']
  const items = [
    phone && {
      icon: 'lucide:phone',
      label: t('reach_phone'),
      body: (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
          {phone}
        </a>
      ),
    },
    whatsapp && {
      icon: 'lucide:message-circle',
      label: t('reach_whatsapp'),
      body: (
        <a href={whatsappLink(whatsapp, '')} target="_blank" rel="noopener noreferrer" className="hover:underline">
          {whatsapp}
          <span className="sr-only"> ({t('reach_whatsapp_action')})</span>
        </a>
      ),
    },
    email && {
      icon: 'lucide:mail',
      label: t('reach_email'),
      body: (
        <a href={`mailto:${email}`} className="break-all hover:underline">
          {email}
        </a>
      ),
    },
    address && { icon: 'lucide:map-pin', label: t('reach_address'), body: <address className="not-italic">{address}</address> },
    (weekdays || saturday) && {
      icon: 'lucide:clock',
      label: t('reach_hours'),
      body: (
        <>
          {weekdays && <span className="block">{t('hours_weekdays', { hours: weekdays })}</span>}
          {saturday && <span className="block">{t('hours_saturday', { hours: saturday })}</span>}
          <span className="mt-1 block text-sm text-ink-muted">{t('hours_note')}</span>
        </>
      ),
    },
  ].filter((item) => Boolean(item)) as { icon: string; label: string; body: React.ReactNode }[]
  return (
    <section aria-labelledby="reach-title" className="rounded-2xl bg-accent-soft p-6 sm:p-8">
      <h2 id="reach-title" className="text-2xl font-semibold tracking-tight">
        {t('reach_title')}
      </h2>
      <ul className="mt-6 flex flex-col gap-5">
        {items.map((item) => (
          <li key={item.label} className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface text-accent">
              <Icon name={item.icon} className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-ink-muted">{item.label}</h3>
              <div className="mt-0.5 text-ink">{item.body}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

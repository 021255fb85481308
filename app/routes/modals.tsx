import type { PageCacheHandle } from '~/http/page-cache-policy'
import { lazy, Suspense, useState } from 'react'
import { Form } from 'react-router'
import { useTranslations } from 'use-intl'
import { listDestinations } from '~/catalogue/destinations.server'
import { MapDialog } from '~/catalogue/ui/map-dialog'
import { database } from '~/db/db.server'
import { useHydrated } from '~/ui/use-hydrated'
import { PageMeta } from '~/navigation/seo-links'
import { serverTranslator } from '~/i18n/messages.server'
import { CsrfInput } from '~/security/csrf-input'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { toast } from '~/toast/toast-store'
import type { ToastInput } from '~/toast/toast-types'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/modals'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { LazyDialogButton } from '~/ui/lazy-dialog-button'
import avatarUrl from '~/chat/support-avatar.svg?url&no-inline'

// React Aria's dialogs and pickers load on first use and once the page is interactive: none of
// them is in the page's first load (issue 14).
const loadDialogs = () => import('~/showcase/showcase-dialogs')
const ConfirmDialog = lazy(() => loadDialogs().then((module) => ({ default: module.ConfirmDialog })))
const InfoDialog = lazy(() => loadDialogs().then((module) => ({ default: module.InfoDialog })))
const ShowcasePickers = lazy(() => import('~/showcase/showcase-pickers'))

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true }

/** The server-notification example: the action answers with a redirect carrying a toast. */
export async function action({ url, context }: Route.ActionArgs) {
  const t = serverTranslator(pageLocale(context))
  return redirectWithToast(url.pathname, {
    title: t('modals.toasts.server_title'),
    description: t('modals.toasts.server_body'),
    color: 'success',
  })
}

/** /modals: the dialogs and notifications of the design system, for people and for testing. */
/** The map example shows the first destination of the catalogue. */
export async function loader({ context }: Route.LoaderArgs) {
  const [place] = await listDestinations(database(), pageLocale(context))
  return { place: place ?? null }
}

export default function Modals({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('modals')
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <PageMeta title={t('title')} description={t('lead')} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t('lead')}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <ConfirmExample />
        <InfoExample />
      </div>
      <PickerExamples />
      <MapExample place={loaderData.place} />
      <ToastExamples />
    </div>
  )
}

function PickerExamples() {
  const t = useTranslations('modals.pickers')
  const hydrated = useHydrated()
  return (
    <section className="mt-10" aria-labelledby="pickers-title">
      <h2 id="pickers-title" className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('lead')}</p>
      {/* The pickers' placeholders depend on the clock and time zone of whoever renders them, so
          they render in the browser only (the box keeps its size meanwhile). */}
      <div className="mt-4 grid min-h-[188px] gap-6 rounded-2xl border border-line bg-surface p-6 md:grid-cols-2">
        {hydrated && (
          <Suspense fallback={null}>
            <ShowcasePickers />
          </Suspense>
        )}
      </div>
    </section>
  )
}

function MapExample({ place }: { place: Route.ComponentProps['loaderData']['place'] }) {
  const t = useTranslations('modals.map')
  if (!place) return null
  return (
    <section className="mt-10" aria-labelledby="map-title">
      <h2 id="map-title" className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('lead')}</p>
      <div className="mt-4">
        <MapDialog place={place} />
      </div>
    </section>
  )
}

function Card({ children }: { children: React.ReactNode }) {
  return <section className="rounded-2xl border border-line bg-surface p-6">{children}</section>
}

function ConfirmExample() {
  const t = useTranslations('modals.confirm')
  const [outcome, setOutcome] = useState<string>()
  return (
    <Card>
      <LazyDialogButton
        load={loadDialogs}
        icon="lucide:triangle-alert"
        label={t('trigger')}
        dialog={(state) => <ConfirmDialog {...state} onConfirm={() => setOutcome(t('done'))} />}
      />
      <p role="status" className="mt-4 min-h-6 text-sm text-ink-muted">
        {outcome}
      </p>
    </Card>
  )
}

function InfoExample() {
  const t = useTranslations('modals.info')
  return (
    <Card>
      <LazyDialogButton load={loadDialogs} icon="lucide:info" label={t('trigger')} dialog={(state) => <InfoDialog {...state} />} />
    </Card>
  )
}

function ToastExamples() {
  const t = useTranslations('modals.toasts')
  const closed = () => toast.add({ title: t('closed'), color: 'gray', timeout: 2000 })
  const examples: { label: string; toast: ToastInput }[] = [
    {
      label: t('success'),
      toast: {
        title: t('success_title'),
        description: t('success_body'),
        color: 'success',
        icon: <Icon name="lucide:circle-check" />,
      },
    },
    {
      label: t('warning'),
      toast: {
        title: t('warning_title'),
        description: t('warning_body'),
        color: 'warning',
        icon: <Icon name="lucide:clock" />,
        actions: [{ label: t('warning_action') }],
        callback: closed,
      },
    },
    {
      label: t('alert'),
      toast: { title: t('alert_title'), description: t('alert_body'), color: 'alert', icon: <Icon name="lucide:circle-x" /> },
    },
    {
      label: t('persistent'),
      toast: {
        title: t('persistent_title'),
        description: t('persistent_body'),
        timeout: 0,
        avatar: { src: avatarUrl, alt: '' },
        callback: closed,
      },
    },
  ]
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-semibold">{t('title')}</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        {examples.map((example) => (
          <button key={example.label} type="button" className={buttonStyles.outline} onClick={() => toast.add(example.toast)}>
            {example.label}
          </button>
        ))}
      </div>
      <Form method="post" className="mt-6 flex flex-col items-start gap-2">
        <CsrfInput />
        <button type="submit" className={buttonStyles.solid}>
          <Icon name="lucide:send" />
          {t('server')}
        </button>
        <p className="text-sm text-ink-muted">{t('server_hint')}</p>
      </Form>
    </section>
  )
}

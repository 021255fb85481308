import { Form } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { getRevision, listRevisions } from '~/content-editing/content-revisions.server'
import { restoreRevision } from '~/content-editing/restore-revision.server'
import { documentChanges } from '~/content-editing/document-diff'
import { openContentEditor } from '~/content-editing/editor-actions.server'
import { contentKind } from '~/content-editing/kinds'
import { choiceOptions } from '~/content-editing/choice-options.server'
import { ChangeTable, type ChoiceLabels } from '~/content-editing/ui/change-table'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard, SelectField } from '~/staff-console/ui/filter-fields'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/content-history'

async function openHistory(args: Pick<Route.LoaderArgs, 'context' | 'url' | 'params'>) {
  const { kind, record } = await openContentEditor(args.context, args.url, args.params)
  if (!record) notFound(args.url, 'unmatched')
  return { kind, record }
}

/** The two versions to compare: `?a` and `?b` (revision ids), by default the two newest. */
export async function loader(args: Route.LoaderArgs) {
  const { kind, record } = await openHistory(args)
  const revisions = await listRevisions(database(), record.id)
  const pick = (name: string, fallback: number | undefined) => {
    const id = parseId(args.url.searchParams.get(name) ?? undefined)
    return id !== undefined && revisions.some((revision) => revision.id === id) ? id : fallback
  }
  const b = pick('b', revisions[0]?.id)
  const a = pick('a', revisions[1]?.id ?? revisions[0]?.id)
  const [before, after] = await Promise.all([a, b].map((id) => (id === undefined ? undefined : getRevision(database(), record.id, id))))
  const locale = pageLocale(args.context)
  const title = record.title[locale] || record.title.en || record.title.es
  // Records chosen in a field (a service's specialists…) are named by their titles, not their ids.
  const options = await choiceOptions(database(), kind, locale)
  // A records field's columns that choose records are under `<field>.<column>` (a clinic's prices per treatment).
  const labels: ChoiceLabels = Object.fromEntries(
    Object.entries(options)
      .filter(([name]) => {
        const field = kind.fields.find((candidate) => candidate.name === name.split('.')[0])
        return field && (field.kind === 'records' ? !name.endsWith('.currency') : 'options' in field && 'records' in field.options)
      })
      .map(([name, list]) => [name, Object.fromEntries(list.map((option) => [option.value, option.label]))]),
  )
  return {
    kindName: kind.kind,
    record: { id: record.id, version: record.version, title },
    revisions,
    a,
    b,
    before: before ?? {},
    after: after ?? {},
    labels,
  }
}

export async function action(args: Route.ActionArgs) {
  const { kind, record } = await openHistory(args)
  const form = await requireFormData(args.request)
  const back = backToPage(args.context, `/admin/content/${kind.kind}/${record.id}`)
  const revisionId = parseId(String(form.get('revisionId') ?? ''))
  if (revisionId === undefined) notFound(args.url, 'unmatched')
  const outcome = await restoreRevision(actionContext(args.context, pageLocale(args.context)), {
    kind: kind.kind,
    recordId: record.id,
    version: Number(form.get('version') ?? 0),
    revisionId,
  })
  return outcome.ok ? back.done('console.content.restored') : back.refused(outcome)
}

export default function ContentHistory({ loaderData: { kindName, record, revisions, a, b, before, after, labels } }: Route.ComponentProps) {
  const t = useTranslations('console.content.history')
  const tc = useTranslations('console.content')
  const format = useFormatter()
  const kind = contentKind(kindName)!
  const when = (date: Date | string) => format.dateTime(new Date(date), { dateStyle: 'medium', timeStyle: 'short' })
  const label = (revision: (typeof revisions)[number]) => t('version', { number: revision.number, time: when(revision.publishedAt) })
  const changes = documentChanges(kind, before, after, labels)
  const numberOf = (id: number | undefined) => revisions.find((revision) => revision.id === id)?.number ?? 0
  return (
    <>
      <PageMeta title={t('title', { title: record.title })} />
      <p className="mb-2 text-sm">
        <LocalizedLink to={`/admin/content/${kindName}/${record.id}`} className="text-accent-strong underline">
          {t('back')}
        </LocalizedLink>
      </p>
      <ConsolePageHeader title={t('title', { title: record.title })} lead={t('lead')} />
      {revisions.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t('none')}</p>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
          <ConsoleCard title={t('compare')} id="compare-heading">
            <Form method="get" className="flex flex-wrap items-end gap-3">
              <SelectField
                name="a"
                id="compare-a"
                label={t('older')}
                value={String(a ?? '')}
                options={revisions.map((revision) => ({ value: String(revision.id), label: label(revision) }))}
              />
              <SelectField
                name="b"
                id="compare-b"
                label={t('newer')}
                value={String(b ?? '')}
                options={revisions.map((revision) => ({ value: String(revision.id), label: label(revision) }))}
              />
              <button type="submit" className={buttonStyles.outline}>
                {t('compare_submit')}
              </button>
            </Form>
            {changes.length === 0 ? (
              <p className="mt-4 text-sm text-ink-muted">{t('no_changes')}</p>
            ) : (
              <ChangeTable
                changes={changes}
                beforeLabel={t('version_short', { number: numberOf(a) })}
                afterLabel={t('version_short', { number: numberOf(b) })}
                caption={t('compare')}
                labels={labels}
              />
            )}
          </ConsoleCard>
          <ConsoleCard title={t('versions')} id="versions-heading">
            <ol className="flex flex-col divide-y divide-line text-sm">
              {revisions.map((revision, index) => (
                <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium">{t('version_short', { number: revision.number })}</span>
                    {index === 0 && <span className="ml-2 text-xs text-ink-muted">{t('latest')}</span>}
                    <span className="block text-ink-muted">
                      {when(revision.publishedAt)}
                      {revision.publishedBy && ` · ${revision.publishedBy}`}
                    </span>
                  </span>
                  {index > 0 && (
                    <Form method="post">
                      <CsrfInput />
                      <input type="hidden" name="version" value={record.version} />
                      <input type="hidden" name="revisionId" value={revision.id} />
                      <button
                        type="submit"
                        className="font-semibold text-accent-strong underline"
                        aria-label={t('restore_label', { number: revision.number })}
                      >
                        {t('restore')}
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ol>
            <p className="mt-3 text-xs text-ink-muted">{tc('history_hint')}</p>
          </ConsoleCard>
        </div>
      )}
    </>
  )
}

import { getFormProps, useForm } from '@conform-to/react'
import { Form, useActionData, useRouteLoaderData } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { canPreview } from '~/content-editing/adapters/registry.server'
import { choiceOptions } from '~/content-editing/choice-options.server'
import { contentEditorAction, openContentEditor, type ConflictView } from '~/content-editing/editor-actions.server'
import { languageMarks } from '~/content-editing/editor-marks'
import type { ContentDocument } from '~/content-editing/fields'
import { contentKind, parseContentForm } from '~/content-editing/kinds'
import { ConflictPanel } from '~/content-editing/ui/conflict-panel'
import { formDefaults, LocalizedField, NeutralField } from '~/content-editing/ui/content-fields'
import { ImageField } from '~/content-editing/ui/image-field'
import { picturesById } from '~/media/pictures.server'
import { RecordStatusCard } from '~/content-editing/ui/record-status-card'
import { ScheduleFields } from '~/content-editing/ui/schedule-fields'
import { LastSaved, SaveStatus, useSaveWithPicture } from '~/content-editing/ui/save-progress'
import { scheduleZones } from '~/content-editing/schedule-zones.server'
import { now } from '~/time/clock.server'
import { database } from '~/db/db.server'
import { FormError } from '~/forms/fields'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink, useLocale } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { buttonStyles } from '~/ui/button-styles'
import { useHydrated } from '~/ui/use-hydrated'
import type { Route } from './+types/content-editor'
import { browserTimeZone } from '~/i18n/time-zones'

const STATUS_TIME = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { kind, record } = await openContentEditor(context, url, params)
  return {
    kindName: kind.kind,
    previewable: canPreview(kind.kind),
    record,
    options: await choiceOptions(database(), kind, pageLocale(context)),
    zones: await scheduleZones(database()),
    now: now(),
    pictures: Object.fromEntries(await picturesById(database(), [record?.document.image as number | undefined])),
  }
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  return contentEditorAction(context, request, url, params)
}

export default function ContentEditor({ loaderData: { kindName, previewable, record, options, zones, now, pictures } }: Route.ComponentProps) {
  const t = useTranslations('console.content')
  const kind = contentKind(kindName)!
  const answer = useActionData<typeof action>()
  const format = useFormatter()
  // The editor's time zone for scheduling: the browser's, once the page runs (the server cannot know it);
  // before that, and without JavaScript, the clinic network's usual zone.
  const zone = (useHydrated() && browserTimeZone()) || zones.usual
  const conflict = answer && 'conflict' in answer ? (answer.conflict as ConflictView | null) : null
  // After a refused save the form shows what was typed; otherwise the record as stored.
  const submitted = answer && 'submitted' in answer ? (answer.submitted as ContentDocument) : undefined
  const shown: ContentDocument =
    submitted ??
    (answer && 'result' in answer && answer.result.initialValue ? (answer.result.initialValue as ContentDocument) : (record?.document ?? {}))
  const [form, fields] = useForm({
    id: `content-${kindName}-${record?.id ?? 'new'}`,
    lastResult: answer && 'result' in answer ? answer.result : undefined,
    // The schedule's zone too: the form library resets the selects it has no value for to nothing.
    defaultValue: { ...formDefaults(kind.fields, record?.document ?? {}), publishZone: zone },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseContentForm(formData, kind, 'draft'),
  })
  const locale = useLocale()
  const title = record ? record.title[locale] || record.title.en || record.title.es : ''
  const heading = record ? t('edit_title', { title }) : t('new_title', { kind: t(`kinds.${kindName}.one` as 'kinds.service.one') })
  const root = useRouteLoaderData('root') as { csrfToken?: string } | undefined
  const sending = useSaveWithPicture({ version: record?.version ?? 0, locale, csrfToken: root?.csrfToken ?? '' })
  const busy = sending.busy
  const formProps = getFormProps(form)
  const imageId = sending.uploaded
    ? String(sending.uploaded.id)
    : typeof shown.image === 'number' || typeof shown.image === 'string'
      ? String(shown.image)
      : ''
  const picture = sending.uploaded ?? (typeof shown.image === 'number' ? pictures[shown.image] : pictures[String(shown.image)])
  const marks = languageMarks(kind, shown, record?.textsChangedAt ?? {})
  return (
    <>
      <PageMeta title={heading} />
      <p className="mb-2 text-sm">
        <LocalizedLink to={`/admin/content/${kindName}`} className="text-accent-strong underline">
          {t('back_to_list', { kind: t(`kinds.${kindName}.other` as 'kinds.service.other') })}
        </LocalizedLink>
      </p>
      <ConsolePageHeader title={heading} lead={t('editor_lead')} />
      {conflict && (
        <ConflictPanel
          kind={kind}
          conflict={conflict}
          yours={shown}
          labels={Object.fromEntries(
            Object.entries(options).map(([name, list]) => [name, Object.fromEntries(list.map((option) => [option.value, option.label]))]),
          )}
        />
      )}
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <Form
          method="post"
          {...formProps}
          onSubmit={(event) => {
            formProps.onSubmit(event)
            if (!event.defaultPrevented) sending.onSubmit(event)
          }}
          encType={kind.fields.some((field) => field.kind === 'image') ? 'multipart/form-data' : undefined}
          key={record?.version ?? 'new'}
          className="flex min-w-0 flex-col gap-6"
        >
          <CsrfInput />
          {/* After a conflict the form carries the other editor's version: saving again replaces theirs, knowingly. */}
          <input type="hidden" name="version" value={conflict?.version ?? record?.version ?? 0} />
          <FormError id={form.errorId} errors={form.errors} />
          {kind.fields.some((field) => field.localized) && (
            <ConsoleCard title={t('texts')} id="texts-heading">
              <div className="flex flex-col gap-5">
                {kind.fields
                  .filter((field) => field.localized)
                  .map((field) => (
                    <LocalizedField key={field.name} field={field} fields={fields as never} document={shown} marks={marks[field.name]!} />
                  ))}
              </div>
            </ConsoleCard>
          )}
          {kind.fields.some((field) => !field.localized) && (
            <ConsoleCard title={t('details')} id="details-heading">
              <div className="grid gap-4 sm:grid-cols-2">
                {kind.fields
                  .filter((field) => !field.localized)
                  .map((field) => (
                    <div key={field.name} className={['multiselect', 'image', 'records'].includes(field.kind) ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
                      {field.kind === 'image' ? (
                        <ImageField meta={fields.image as never} fileMeta={fields.imageFile as never} imageId={imageId} picture={picture} />
                      ) : (
                        <NeutralField field={field} fields={fields as never} document={shown} options={options} />
                      )}
                    </div>
                  ))}
              </div>
            </ConsoleCard>
          )}
          <ConsoleCard title={t('publishing')} id="publishing-heading">
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" name="intent" value="save" className={buttonStyles.outline} disabled={busy}>
                {t('save_draft')}
              </button>
              <button type="submit" name="intent" value="publish" className={buttonStyles.solid} disabled={busy}>
                {t('publish_now')}
              </button>
            </div>
            <SaveStatus state={sending.stage} />
            {record && <LastSaved at={record.updatedAt} now={now} draft={record.status === 'draft' || record.hasDraft} />}
            <p className="mt-2 text-sm text-ink-muted">{t('publish_hint')}</p>
            <ScheduleFields
              errors={fields.publishAt?.errors}
              scheduledAt={record?.scheduledAt ?? null}
              disabled={busy}
              zones={zones}
              zone={zone}
              now={now}
            />
          </ConsoleCard>
        </Form>
        <aside className="flex flex-col gap-6" aria-label={t('record_aside')}>
          {record ? (
            <RecordStatusCard
              previewable={previewable}
              kind={kind}
              record={record}
              // In the zone the editor schedules in, named ("9:30 AM GMT+2"): a bare time read as UTC misled.
              formatDate={(date) => format.dateTime(new Date(date), { ...STATUS_TIME, timeZone: zone })}
            />
          ) : (
            <ConsoleCard>
              <p className="text-sm text-ink-muted">{t('new_hint')}</p>
            </ConsoleCard>
          )}
        </aside>
      </div>
    </>
  )
}

import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { DOCUMENT_ACCEPT, DocumentUploadSchema } from '~/documents/document-upload'
import type { TreatmentDocument } from '~/documents/treatment-documents.server'
import { useDocumentMeta } from '~/documents/ui/document-meta'
import { FieldError } from '~/forms/field-error'
import { FormError } from '~/forms/fields'
import { useLocalizePath } from '~/navigation/localized-link'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { useHydrated } from '~/ui/use-hydrated'

/** A treatment's documents in the console: each with its download link and a remove button, then the upload form. */
export function TreatmentDocuments({
  documents,
  basePath,
  lastResult,
}: {
  documents: TreatmentDocument[]
  /** The treatment's console address; documents are under `${basePath}/documents/:id`. */
  basePath: string
  lastResult?: SubmissionResult<string[]>
}) {
  const t = useTranslations('console.documents')
  const meta = useDocumentMeta()
  const localize = useLocalizePath()
  return (
    <>
      {documents.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-3 p-3">
              <Icon name="lucide:file-text" className="size-5 text-accent" />
              <div className="min-w-0 flex-1">
                <a
                  href={localize(`${basePath}/documents/${document.id}`)}
                  download={document.fileName}
                  aria-label={t('download_label', { name: document.fileName })}
                  className="font-medium break-all text-accent-strong underline"
                >
                  {document.fileName}
                </a>
                <p className="text-sm text-ink-muted">{meta(document)}</p>
              </div>
              <Form method="post">
                <CsrfInput />
                <input type="hidden" name="intent" value="remove-document" />
                <input type="hidden" name="documentId" value={document.id} />
                <button type="submit" className={buttonStyles.outline} aria-label={t('remove_label', { name: document.fileName })}>
                  {t('remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <DocumentUploadForm lastResult={lastResult} key={documents.length} />
    </>
  )
}

function DocumentUploadForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const t = useTranslations('console.documents')
  const navigation = useNavigation()
  const [chosen, setChosen] = useState<string>()
  // Without script the browser's own picker shows; with it, ours (the browser's speaks the browser's language).
  const hydrated = useHydrated()
  const [form, fields] = useForm({
    id: 'attach-document',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DocumentUploadSchema }),
  })
  const invalid = Boolean(fields.file.errors)
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      {/* The token first: the server finds it without reading the whole file (security/csrf.server.ts). */}
      <CsrfInput />
      <input type="hidden" name="intent" value="attach-document" />
      <div className="sm:col-span-2">
        <FormError id={form.errorId} errors={form.errors} />
      </div>
      <div className="min-w-0">
        <label htmlFor={fields.file.id} className="text-sm font-medium">
          {t('file')}
        </label>
        <div className="mt-1 flex items-center gap-3">
          <input
            {...getInputProps(fields.file, { type: 'file' })}
            accept={DOCUMENT_ACCEPT}
            onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name)}
            className={hydrated ? 'peer sr-only' : 'block w-full text-sm'}
          />
          {hydrated && (
            <>
              <label
                htmlFor={fields.file.id}
                aria-hidden="true"
                className={`${buttonStyles.outline} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${invalid ? 'border-alert' : ''}`}
              >
                <Icon name="lucide:file-text" />
                {t('choose_file')}
              </label>
              <span className="min-w-0 truncate text-sm text-ink-muted">{chosen ?? t('no_file')}</span>
            </>
          )}
        </div>
        <FieldError id={fields.file.errorId} errors={fields.file.errors} />
      </div>
      <button type="submit" className={`${buttonStyles.solid} justify-self-start`} disabled={navigation.state === 'submitting'}>
        <Icon name="lucide:paperclip" />
        {t('attach')}
      </button>
    </Form>
  )
}

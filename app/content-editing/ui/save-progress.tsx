import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useActionData, useNavigation, useSubmit } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'

/*
 * Saving a draft with a picture, with JavaScript: the picture goes first, on
 * its own, to the picture upload endpoint (/v1/admin/content/images, the
 * same door and checks as the form), with its progress shown ("Uploading
 * picture… 60 %": fetch cannot report an upload's progress,
 * XMLHttpRequest can), then the form is sent with the stored picture's id
 * in place of the file. Without JavaScript the form sends the file itself.
 */

export interface UploadedPicture {
  id: number
  src: string
  width: number
  height: number
}

export type UploadResult = { ok: true; picture: UploadedPicture } | { ok: false; message: string | null }

/** What a refused upload says (an RFC 9457 problem, in the page's language), or null when nothing readable came back. */
function problemMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const { detail, errors } = body as { detail?: unknown; errors?: { message?: unknown }[] }
  const first = Array.isArray(errors) ? errors[0]?.message : undefined
  return typeof first === 'string' ? first : typeof detail === 'string' ? detail : null
}

/** Sends one picture, reporting the share sent (0–100) as it goes. */
export function uploadPicture(
  file: File,
  { csrfToken, locale, onProgress, signal }: { csrfToken: string; locale: string; onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/v1/admin/content/images?locale=${encodeURIComponent(locale)}`)
    request.setRequestHeader('X-CSRF-Token', csrfToken)
    request.setRequestHeader('Accept', 'application/json')
    request.responseType = 'json'
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)))
    })
    request.addEventListener('load', () => {
      const body = request.response as unknown
      if (request.status === 201 && body && typeof body === 'object' && typeof (body as UploadedPicture).id === 'number') {
        onProgress(100)
        resolve({ ok: true, picture: body as UploadedPicture })
      } else resolve({ ok: false, message: problemMessage(body) })
    })
    request.addEventListener('error', () => resolve({ ok: false, message: null }))
    request.addEventListener('abort', () => resolve({ ok: false, message: null }))
    signal?.addEventListener('abort', () => request.abort())
    const body = new FormData()
    body.append('file', file)
    request.send(body)
  })
}

export type SaveStage =
  { stage: 'idle' } | { stage: 'uploading'; percent: number } | { stage: 'saving' } | { stage: 'saved' } | { stage: 'failed'; message: string | null }

/** The save's progress, said in a live region (and drawn as a bar while the picture goes). */
export function SaveStatus({ state }: { state: SaveStage }) {
  const t = useTranslations('console.content.progress')
  return (
    <div className="mt-3 min-h-6 text-sm" data-testid="save-status">
      <p role="status" aria-live="polite">
        {state.stage === 'uploading' && t('uploading', { percent: state.percent })}
        {state.stage === 'saving' && t('saving')}
        {state.stage === 'saved' && <span className="font-medium text-green-800 dark:text-green-300">{t('saved')}</span>}
      </p>
      {state.stage === 'uploading' && (
        <progress max={100} value={state.percent} aria-label={t('bar')} className="mt-1 h-2 w-full max-w-xs accent-[var(--color-accent)]" />
      )}
      {state.stage === 'failed' && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {state.message ?? t('failed')}
        </p>
      )}
    </div>
  )
}

/**
 * When the record was last saved, for people ("Saved 2 minutes ago"), kept
 * up to date while the page is open. Counted on the server's clock (the
 * page's `now`), so the server and the browser first draw the same words.
 */
export function LastSaved({ at, now, draft }: { at: Date | string; now: Date | string; draft: boolean }) {
  const t = useTranslations('console.content.progress')
  const format = useFormatter()
  const loadedNow = new Date(now).getTime()
  // Time passed in the browser since the page's data came: counted afresh for each load.
  const [ticked, setTicked] = useState({ since: loadedNow, elapsed: 0 })
  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => setTicked({ since: loadedNow, elapsed: Date.now() - started }), 15_000)
    return () => clearInterval(timer)
  }, [loadedNow])
  const elapsed = ticked.since === loadedNow ? ticked.elapsed : 0
  const saved = new Date(at)
  const current = new Date(loadedNow + elapsed)
  const seconds = (current.getTime() - saved.getTime()) / 1000
  const when = seconds < 45 ? t('just_now') : format.relativeTime(saved, current)
  return (
    <p className="mt-2 text-sm text-ink-muted" data-testid="last-saved">
      <time dateTime={saved.toISOString()} title={format.dateTime(saved, { dateStyle: 'medium', timeStyle: 'short' })}>
        {draft ? t('draft_saved', { when }) : t('last_saved', { when })}
      </time>
    </p>
  )
}

const DONE_STAGE: Record<string, SaveStage> = { save: { stage: 'saved' } }

/**
 * The editor form's sending, with JavaScript: a chosen picture is uploaded
 * first with its progress, then the form goes with the picture's id (the
 * file field emptied); the stages are said as they pass. `version` is the
 * record's: an upload belongs to the version it was made on.
 */
export function useSaveWithPicture({ version, locale, csrfToken }: { version: number; locale: string; csrfToken: string }) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const answer = useActionData() as unknown
  const [stage, setStage] = useState<SaveStage>({ stage: 'idle' })
  const [uploaded, setUploaded] = useState<{ version: number; picture: UploadedPicture } | null>(null)
  const [sentIntent, setSentIntent] = useState<string | null>(null)
  const wasSubmitting = useRef(false)

  // A submission that came back: "Saved" when it went through (a redirect leaves no answer), nothing said otherwise (the form shows why).
  useEffect(() => {
    if (navigation.state === 'submitting') {
      wasSubmitting.current = true
      return
    }
    if (navigation.state !== 'idle' || !wasSubmitting.current) return
    wasSubmitting.current = false
    setStage(answer ? { stage: 'idle' } : (DONE_STAGE[sentIntent ?? ''] ?? { stage: 'idle' }))
  }, [navigation.state, answer, sentIntent])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : 'save'
    setSentIntent(intent)
    const named = event.currentTarget.elements.namedItem('imageFile')
    const fileInput = named instanceof HTMLInputElement ? named : null
    const file = fileInput?.files?.[0]
    if (!fileInput || !file || !(submitter instanceof HTMLButtonElement)) return
    event.preventDefault()
    setStage({ stage: 'uploading', percent: 0 })
    void uploadPicture(file, { csrfToken, locale, onProgress: (percent) => setStage({ stage: 'uploading', percent }) }).then((result) => {
      if (!result.ok) {
        setStage({ stage: 'failed', message: result.message })
        return
      }
      // The stored picture's id in the form (drawn before the form is read), the file not sent again.
      flushSync(() => setUploaded({ version, picture: result.picture }))
      fileInput.value = ''
      setStage({ stage: 'saving' })
      void submit(submitter)
    })
  }

  const sending = navigation.state === 'submitting'
  const shown: SaveStage = stage.stage === 'uploading' || stage.stage === 'failed' ? stage : sending ? { stage: 'saving' } : stage
  return {
    onSubmit,
    stage: shown,
    busy: sending || stage.stage === 'uploading',
    uploaded: uploaded?.version === version ? uploaded.picture : null,
  }
}

import { useId, useRef, useState, type FormEvent } from 'react'
import { Form } from 'react-router'
import { useTranslations } from 'use-intl'
import { useLocalizePath } from '~/navigation/localized-link'
import { buttonStyles } from '~/ui/button-styles'
import { useHydrated } from '~/ui/use-hydrated'

/** The text file a person downloads: a line saying what the codes are, then one code per line. */
export function recoveryCodesFile(heading: string, codes: readonly string[]) {
  return `${heading}\n\n${codes.join('\n')}\n`
}

/**
 * Recovery codes shown once (two-factor set-up), and the ways to keep them:
 * copy to the clipboard, download as a text file made here in the browser
 * from the codes on the page (never a URL that carries them), print (the
 * print stylesheet shows the codes only, app.css `[data-print-only]`); then
 * a required check "I have saved them" before going on. Without JavaScript
 * the codes are plain text to select, and the check is the browser's own
 * required field.
 */
export function RecoveryCodes({ codes, continueTo }: { codes: readonly string[]; continueTo: string }) {
  const t = useTranslations('staff.recovery')
  const hydrated = useHydrated()
  const localize = useLocalizePath()
  const listId = useId()
  const checkId = useId()
  const errorId = useId()
  const [status, setStatus] = useState('')
  const [missingCheck, setMissingCheck] = useState(false)
  const checkbox = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)

  const selectCodes = () => {
    const range = document.createRange()
    if (!list.current) return
    range.selectNodeContents(list.current)
    const selection = window.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setStatus(t('copied'))
    } catch {
      // No clipboard (an old browser, a refused permission): the codes are selected to copy by hand.
      selectCodes()
      setStatus(t('copy_failed'))
    }
  }

  function download() {
    const file = new Blob([recoveryCodesFile(t('file_heading'), codes)], { type: 'text/plain;charset=utf-8' })
    const url = URL.createObjectURL(file)
    const link = document.createElement('a')
    link.href = url
    link.download = t('file_name')
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    setStatus(t('downloaded'))
  }

  function onContinue(event: FormEvent<HTMLFormElement>) {
    if (checkbox.current?.checked) return
    event.preventDefault()
    setMissingCheck(true)
    checkbox.current?.focus()
  }

  return (
    <>
      <div data-print-only="" className="mt-6">
        <p className="hidden font-semibold print:block">{t('file_heading')}</p>
        <ol
          id={listId}
          ref={list}
          className="grid grid-cols-2 gap-2 font-mono text-base print:mt-4 print:gap-3"
          aria-label={t('title')}
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <li key={code} className="rounded-lg border border-line px-3 py-2 text-center">
              {code}
            </li>
          ))}
        </ol>
      </div>
      {hydrated ? (
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t('keep_label')}>
          <button type="button" className={buttonStyles.outline} onClick={() => void copy()}>
            {t('copy')}
          </button>
          <button type="button" className={buttonStyles.outline} onClick={download}>
            {t('download')}
          </button>
          <button type="button" className={buttonStyles.outline} onClick={() => window.print()}>
            {t('print')}
          </button>
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{t('select_hint')}</p>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-ink-muted">
        {status}
      </p>
      <Form method="get" action={localize(continueTo)} noValidate={hydrated} onSubmit={onContinue} className="mt-4 flex flex-col gap-4">
        <div>
          <label htmlFor={checkId} className="flex items-start gap-2 text-sm font-medium">
            <input
              ref={checkbox}
              id={checkId}
              type="checkbox"
              required
              aria-invalid={missingCheck || undefined}
              aria-describedby={missingCheck ? errorId : undefined}
              onChange={(event) => event.currentTarget.checked && setMissingCheck(false)}
              className="mt-0.5 size-4 accent-[var(--color-accent)]"
            />
            {t('confirm')}
          </label>
          {missingCheck && (
            <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
              {t('confirm_required')}
            </p>
          )}
        </div>
        <button type="submit" className={`w-full ${buttonStyles.solid}`}>
          {t('continue')}
        </button>
      </Form>
    </>
  )
}

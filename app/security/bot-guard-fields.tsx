import { useEffect, useRef } from 'react'
import { useRouteLoaderData } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import { HONEYPOT_FIELD, STAMP_FIELD, STAMP_FOR_ATTRIBUTE, type GuardedForm } from './bot-guard-forms'

/*
 * The bot-guard part of a public form (see bot-guard.server.ts): the
 * Turnstile widget when a site key is configured, otherwise a honeypot field
 * hidden from people and assistive technology, and this form's signed stamp
 * of when the form was served (single-use: the root loader serves new ones
 * after every post). A page from the cache has no stamp in it (it is the same
 * for everyone): the page's early script (form-stamp-script.ts) fetches one
 * as soon as the form is seen or touched, before the page's scripts arrive,
 * and puts it in the field when the form is sent (docs/decisions/028).
 * Without JavaScript, an image in <noscript> gets it as a cookie; with images
 * off too, the server asks once more, with a stamp in its answer
 * (docs/decisions/020).
 */

type RootData = { formStamps?: Partial<Record<GuardedForm, string>>; publicEnv?: { TURNSTILE_SITE_KEY?: string } }

export function BotGuardFields({ form, resetKey }: { form: GuardedForm; resetKey?: unknown }) {
  const root = useRouteLoaderData('root') as RootData | undefined
  const t = useTranslations('bot_guard')
  const siteKey = root?.publicEnv?.TURNSTILE_SITE_KEY
  const served = root?.formStamps?.[form] ?? ''
  if (siteKey) {
    return (
      <>
        <TurnstileWidget siteKey={siteKey} resetKey={resetKey} />
        <noscript>
          <p className="text-sm text-alert">{t('enable_javascript')}</p>
        </noscript>
      </>
    )
  }
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t('honeypot_label')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <FormStampField form={form} served={served} />
    </>
  )
}

function FormStampField({ form, served }: { form: GuardedForm; served: string }) {
  const input = useRef<HTMLInputElement>(null)
  // A form drawn after the page loaded (another page opened in the browser): the early script watches it from now.
  useEffect(() => {
    if (!served) window.watchFormStamp?.(input.current?.form)
  }, [served])
  return (
    <>
      {/* A stamp the root loader served (a page rendered for this visitor, and after every post), or empty: the early script's to fill. */}
      <input ref={input} type="hidden" name={STAMP_FIELD} value={served} {...{ [STAMP_FOR_ATTRIBUTE]: form }} />
      {/* Without JavaScript, this image brings the stamp as a cookie the post carries. */}
      {!served && (
        <noscript>
          <img src={`/form-stamp.gif?form=${form}`} alt="" width={1} height={1} className="absolute size-px opacity-0" />
        </noscript>
      )}
    </>
  )
}

declare global {
  interface Window {
    /** Defined by the page's early script (form-stamp-script.ts) where the forms carry stamps. */
    watchFormStamp?: (form: HTMLFormElement | null | undefined) => void
    turnstile?: {
      render: (element: HTMLElement, options: { sitekey: string; language?: string; appearance?: string }) => string
      reset: (id?: string) => void
      remove: (id: string) => void
    }
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
let scriptLoading: Promise<void> | undefined

function loadTurnstile(): Promise<void> {
  if (window.turnstile) return Promise.resolve()
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      scriptLoading = undefined
      reject(new Error('Turnstile could not be loaded'))
    }
    document.head.append(script)
  })
  return scriptLoading
}

/** Renders the challenge into the form; it adds the hidden `cf-turnstile-response` field itself. */
function TurnstileWidget({ siteKey, resetKey }: { siteKey: string; resetKey?: unknown }) {
  const ref = useRef<HTMLDivElement>(null)
  const widget = useRef<string | undefined>(undefined)
  const locale = useLocale()
  useEffect(() => {
    let cancelled = false
    loadTurnstile()
      .then(() => {
        if (cancelled || !ref.current || !window.turnstile) return
        widget.current = window.turnstile.render(ref.current, { sitekey: siteKey, language: locale, appearance: 'interaction-only' })
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
      if (widget.current) window.turnstile?.remove(widget.current)
      widget.current = undefined
    }
  }, [siteKey, locale])
  // A token is good for one submission: ask for a fresh one after each.
  useEffect(() => {
    if (widget.current) window.turnstile?.reset(widget.current)
  }, [resetKey])
  return <div ref={ref} className="min-h-0 empty:hidden" />
}

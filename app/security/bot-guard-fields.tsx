import { useEffect, useRef } from 'react'
import { useRouteLoaderData } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import { HONEYPOT_FIELD, STAMP_FIELD, type GuardedForm } from './bot-guard-forms'

/*
 * The bot-guard part of a public form (see bot-guard.server.ts): the
 * Turnstile widget when a site key is configured, otherwise a honeypot field
 * hidden from people and assistive technology, and this form's signed stamp
 * of when the page was served (single-use: the root loader serves new ones
 * after every post).
 */

type RootData = { formStamps?: Partial<Record<GuardedForm, string>>; publicEnv?: { TURNSTILE_SITE_KEY?: string } }

export function BotGuardFields({ form, resetKey }: { form: GuardedForm; resetKey?: unknown }) {
  const root = useRouteLoaderData('root') as RootData | undefined
  const t = useTranslations('bot_guard')
  const siteKey = root?.publicEnv?.TURNSTILE_SITE_KEY
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
      <input type="hidden" name={STAMP_FIELD} value={root?.formStamps?.[form] ?? ''} />
    </>
  )
}

declare global {
  interface Window {
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

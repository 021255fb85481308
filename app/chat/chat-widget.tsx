import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { isPresent, ruleMessage } from '~/forms/rule-messages'
import { Icon } from '~/ui/icon/icon'
import { useHydrated } from '~/ui/use-hydrated'
import avatarUrl from './support-avatar.svg?url&no-inline'
import { greetingFor, phoneDigits, WHATSAPP_SEND_URL, whatsappLink, type Greeting } from './whatsapp'

const PANEL_ID = 'chat-widget'
const WHATSAPP_SETTING = 'general.whatsapp_number'

/** Browsers without CSS field-sizing grow the text area by script (capped by max-height). */
function growWithoutFieldSizing(event: FormEvent<HTMLTextAreaElement>) {
  if (CSS.supports('field-sizing', 'content')) return
  const area = event.currentTarget
  area.style.height = 'auto'
  area.style.height = `${area.scrollHeight + 2}px`
}

/**
 * The floating support chat (spec §2, §4, §9). The panel is a native popover:
 * it opens from the round button even before JavaScript loads, closes on an
 * outside click or Escape, and gives focus back to the button. Sending opens
 * WhatsApp in a new window with the support number and the typed text; without
 * JavaScript the form itself submits there.
 */
export function ChatWidget({ phone: initialPhone }: { phone: string }) {
  const t = useTranslations('chat')
  const panel = useRef<HTMLDivElement>(null)
  const [phone, setPhone] = useState(initialPhone)
  const [greeting, setGreeting] = useState<Greeting | 'neutral'>('neutral')
  const [errors, setErrors] = useState<string[]>()
  const enhanced = useHydrated()
  // Leaving the field untouched is not an error; once typed in (or sent), it is checked.
  const [touched, setTouched] = useState(false)
  const ids = { title: useId(), message: useId(), error: useId(), hint: useId() }

  useEffect(() => {
    const element = panel.current
    if (!element) return
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return
      setGreeting(greetingFor(new Date().getHours()))
      // The number can change in the back office: read the current one, through the shared request
      // helper, loaded now rather than with every page.
      import('~/fetch/client')
        .then(({ apiRequest }) => apiRequest<Record<string, string>>('/v1/settings', { query: { setting: WHATSAPP_SETTING } }))
        .then((settings) => settings[WHATSAPP_SETTING] && setPhone(settings[WHATSAPP_SETTING]))
        .catch(() => undefined)
    }
    element.addEventListener('toggle', onToggle)
    return () => element.removeEventListener('toggle', onToggle)
  }, [])

  // The message is required (spec §5); checked on blur and on submit.
  const validate = (value: string) => {
    const valid = isPresent(value)
    setErrors(valid ? undefined : [ruleMessage('required')])
    return valid
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const field = form.elements.namedItem('text') as HTMLTextAreaElement
    setTouched(true)
    if (!validate(field.value)) {
      field.focus()
      return
    }
    window.open(whatsappLink(phone, field.value.trim()), '_blank', 'noopener,noreferrer')
    form.reset()
    setTouched(false)
    panel.current?.hidePopover()
  }

  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-label={t('open')}
        className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-accent text-on-accent shadow-lg shadow-woodsmoke/20 transition-transform hover:scale-105 hover:bg-accent-strong sm:right-6 sm:bottom-6"
      >
        <Icon name="lucide:message-circle" className="size-7" />
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={ids.title}
        className="fixed inset-auto right-4 bottom-22 m-0 w-[calc(100vw-2rem)] max-w-[280px] overflow-hidden rounded-2xl border border-line bg-surface p-0 text-ink opacity-0 shadow-2xl transition-[opacity,translate,display,overlay] transition-discrete duration-[550ms] ease-out translate-y-3 open:translate-y-0 open:opacity-100 starting:open:translate-y-3 starting:open:opacity-0 sm:right-6 sm:bottom-24 sm:max-w-[20rem]"
      >
        <div className="flex items-center gap-3 bg-accent px-4 py-3 text-on-accent">
          {/* Lazy: the panel is closed on load, and an eager image is preloaded first thing by every page. */}
          <img src={avatarUrl} alt={t('avatar_alt')} width={40} height={40} loading="lazy" className="size-10 rounded-full bg-foam" />
          <div className="min-w-0 flex-1">
            <p id={ids.title} className="leading-tight font-semibold">
              {t('support_name')}
            </p>
            {/* Full-strength on-accent: faded, small white text on the accent fell below 4.5:1. */}
            <p className="mt-0.5 text-xs leading-tight">{t('status')}</p>
          </div>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={t('close')}
            className="grid size-8 place-items-center rounded-full hover:bg-white/15"
          >
            <Icon name="lucide:x" className="size-4" />
          </button>
        </div>
        <form method="get" action={WHATSAPP_SEND_URL} target="_blank" noValidate={enhanced} onSubmit={onSubmit} className="flex flex-col gap-3 p-4">
          <div className="rounded-xl rounded-tl-sm bg-surface-muted p-3 text-sm">
            <p className="font-semibold">{t(`greeting.${greeting}`)}</p>
            <p className="mt-1 text-ink-muted">{t('message')}</p>
          </div>
          <input type="hidden" name="phone" value={phoneDigits(phone)} />
          <input type="hidden" name="type" value="phone_number" />
          <label htmlFor={ids.message} className="sr-only">
            {t('label')}
          </label>
          <textarea
            id={ids.message}
            name="text"
            required
            autoFocus
            rows={1}
            placeholder={t('placeholder')}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? ids.error : ids.hint}
            onBlur={(event) => touched && validate(event.currentTarget.value)}
            onChange={() => setTouched(true)}
            onInput={growWithoutFieldSizing}
            className="field-sizing-content max-h-[178px] min-h-[38px] w-full resize-none rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted aria-invalid:border-alert"
          />
          <FieldError id={ids.error} errors={errors} />
          <p id={ids.hint} className="sr-only">
            {t('opens_whatsapp')}
          </p>
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-on-accent hover:bg-accent-strong"
          >
            <Icon name="lucide:send" className="size-4" />
            {t('send')}
          </button>
        </form>
      </div>
    </>
  )
}

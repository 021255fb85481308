import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslations } from 'use-intl'
import { useLocalizePath } from '~/navigation/localized-link'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { ModalDialog } from '~/ui/modal-dialog'
import { CONSOLE_SEARCH_INPUT_ID } from './console-search-box'

/*
 * The console's keyboard shortcuts (issue 27, item 10): `/` or Ctrl/⌘-K
 * search, `g t` Today, `g a` appointments, `g p` patients, `[` and `]` the
 * previous and next day (or week) where a page offers them (a link with
 * aria-keyshortcuts, the calendar's), `?` this list, in a React Aria modal.
 * None fires while someone types in a field, or with Alt, Ctrl or ⌘ held
 * (but Ctrl/⌘-K), so the browser's and the screen reader's own keys stay theirs.
 */

/** How long after `g` its second key counts. */
const SEQUENCE_MS = 1500

const GO_TO = { t: '/admin', a: '/admin/appointments', p: '/admin/patients' } as const

type ShortcutLabel = 'search' | 'today' | 'appointments' | 'patients' | 'previous' | 'next' | 'help'

/** Each shortcut: its ways (each a sequence of keys) and what it does. */
const SHORTCUTS: { keys: string[][]; label: ShortcutLabel }[] = [
  { keys: [['/'], ['Ctrl', 'K'], ['⌘', 'K']], label: 'search' },
  { keys: [['g', 't']], label: 'today' },
  { keys: [['g', 'a']], label: 'appointments' },
  { keys: [['g', 'p']], label: 'patients' },
  { keys: [['[']], label: 'previous' },
  { keys: [[']']], label: 'next' },
  { keys: [['?']], label: 'help' },
]

/** Someone is typing: a text field, a select, an editable area (or a key a widget already used). */
function typingIn(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type)
  return false
}

/** Follows the page's link for a key (`[`, `]`), when it has one. */
function followKeyLink(key: string) {
  const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[aria-keyshortcuts]')].find((candidate) =>
    candidate.getAttribute('aria-keyshortcuts')!.split(' ').includes(key),
  )
  if (!link) return false
  link.click()
  return true
}

/** The console's shortcuts, listened to on the whole document; the help overlay's state. */
function useConsoleShortcuts(openHelp: () => void) {
  const navigate = useNavigate()
  const localize = useLocalizePath()
  const pendingG = useRef(0)
  // The address the page on screen was drawn for. Right after a navigation the
  // browser's address is already the new one while React still shows the old
  // page (and its old `[`/`]` links): a key pressed then waits for the new page.
  const location = useLocation()
  const drawnFor = useRef('')
  const waitingKey = useRef<string | null>(null)
  useLayoutEffect(() => {
    drawnFor.current = location.pathname + location.search
    const key = waitingKey.current
    waitingKey.current = null
    if (key) followKeyLink(key)
  }, [location.pathname, location.search])
  // The latest of each, read by one listener added once.
  const latest = useRef({ navigate, localize, openHelp })
  useEffect(() => {
    latest.current = { navigate, localize, openHelp }
  })

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || typingIn(event.target)) return
      // A modal (the help itself, any dialog) keeps its keys.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return
      const { navigate, localize, openHelp } = latest.current
      const search = () => {
        const input = document.getElementById(CONSOLE_SEARCH_INPUT_ID)
        if (!input) return false
        input.focus()
        return true
      }
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        if (search()) event.preventDefault()
        return
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return
      const afterG = Date.now() - pendingG.current < SEQUENCE_MS
      pendingG.current = 0
      let handled = false
      if (afterG && event.key in GO_TO) {
        void navigate(localize(GO_TO[event.key as keyof typeof GO_TO]))
        handled = true
      } else if (event.key === 'g') {
        pendingG.current = Date.now()
        handled = true
      } else if (event.key === '/') handled = search()
      else if (event.key === '?') {
        openHelp()
        handled = true
      } else if (event.key === '[' || event.key === ']') {
        if (drawnFor.current === window.location.pathname + window.location.search) handled = followKeyLink(event.key)
        else {
          waitingKey.current = event.key
          handled = true
        }
      }
      if (handled) event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

function Keys({ keys }: { keys: string[][] }) {
  const t = useTranslations('console.shortcuts')
  return (
    <span className="flex flex-wrap items-center justify-end gap-1 text-sm">
      {keys.map((way, index) => (
        <Fragment key={way.join('+')}>
          {index > 0 && <span className="text-ink-muted">{t('or')}</span>}
          {way.map((key, position) => (
            <Fragment key={key}>
              {position > 0 && <span className="text-ink-muted">{way[0] === 'g' ? t('then') : '+'}</span>}
              <kbd className="min-w-7 rounded-md border border-line bg-surface-muted px-1.5 py-0.5 text-center font-mono text-xs text-ink">{key}</kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  )
}

/** The header's "?" button and the help overlay it (or the `?` key) opens; mounts the shortcuts. */
export function ConsoleShortcuts() {
  const t = useTranslations('console.shortcuts')
  const [isOpen, setOpen] = useState(false)
  useConsoleShortcuts(() => setOpen(true))
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="?"
        onClick={() => setOpen(true)}
        className="hidden size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink md:inline-flex"
      >
        <Icon name="lucide:circle-question-mark" className="size-5" />
        <span className="sr-only">{t('open')}</span>
      </button>
      <ModalDialog title={t('title')} isOpen={isOpen} onOpenChange={setOpen}>
        {(close) => (
          <>
            <dl className="mt-4 divide-y divide-line">
              {SHORTCUTS.map((shortcut) => (
                <div key={shortcut.label} className="flex items-center justify-between gap-4 py-2">
                  <dt className="text-sm">{t(shortcut.label)}</dt>
                  <dd>
                    <Keys keys={shortcut.keys} />
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-ink-muted">{t('note')}</p>
            <div className="mt-6 flex justify-end">
              <button type="button" className={buttonStyles.outline} onClick={close}>
                {t('close')}
              </button>
            </div>
          </>
        )}
      </ModalDialog>
    </>
  )
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import {
  Autocomplete,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  RouterProvider,
  SearchField,
  Text,
} from 'react-aria-components'
import { Form, useFetcher, useHref, useLocation, useNavigate } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { stripLocale } from '~/i18n/locales'
import { useLocalizePath } from '~/navigation/localized-link'
import type { loader as searchLoader } from '~/routes/admin/search'
import { Icon } from '~/ui/icon/icon'
import { SEARCH_MAX_LENGTH } from './filter-fields'

/*
 * The console header's search box (issue 27, item 8): a GET form to the
 * results page, so it works without JavaScript (its one field: Enter sends
 * it, no button needed). With JavaScript it is a React Aria Autocomplete:
 * what was typed is asked of the same results page's loader a moment after
 * the last key (a fetcher), and the first results of each section appear in
 * a popover listbox under the box, as links reached with the arrow keys and
 * opened with Enter; Enter with none highlighted opens the results page,
 * Escape clears the box. `/` or Ctrl/⌘-K focuses it (console-shortcuts.tsx).
 * Not a ComboBox: an open ComboBox hides the rest of the page with
 * aria-hidden while its links stay focusable (adobe/react-spectrum#4937), a
 * non-modal popover leaves the page as it is.
 */

/** The box's input, which the shortcuts focus. */
export const CONSOLE_SEARCH_INPUT_ID = 'console-search'

const DEBOUNCE_MS = 200
/** Results of a section shown under the box; the results page shows all. */
const PER_SECTION = 4

type Results = Awaited<ReturnType<typeof searchLoader>>['results']

const itemClass = ({ isFocused }: { isFocused: boolean }) =>
  `block cursor-pointer rounded-md px-3 py-2 text-sm outline-none ${isFocused ? 'bg-accent-soft text-ink' : 'text-ink'}`

export function ConsoleSearchBox() {
  const t = useTranslations('console')
  const format = useFormatter()
  const localize = useLocalizePath()
  const navigate = useNavigate()
  const location = useLocation()
  const resultsPath = localize('/admin/search')
  // On the results page the box shows what was asked; elsewhere it starts empty.
  const asked = stripLocale(location.pathname) === '/admin/search' ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  const [text, setText] = useState(asked)
  const [open, setOpen] = useState(false)
  // A new page: the box shows what it asked (or nothing), its results closed.
  const [shownFor, setShownFor] = useState(location.key)
  if (shownFor !== location.key) {
    setShownFor(location.key)
    setText(asked)
    setOpen(false)
  }
  const fetcher = useFetcher<typeof searchLoader>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const fieldRef = useRef<HTMLDivElement>(null)
  const popoverRef = useRef<HTMLElement>(null)

  const typed = text.trim()
  const results: Results | undefined = typed && fetcher.data?.results.query ? fetcher.data.results : undefined
  const resultsUrl = (query: string) => `${resultsPath}?${new URLSearchParams({ q: query })}`
  const isOpen = open && typed !== ''

  // A press anywhere but the box and its results closes them (the popover is non-modal: it does not itself).
  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!fieldRef.current?.contains(target) && !popoverRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen])

  function onInputChange(value: string) {
    setText(value)
    setOpen(value.trim() !== '')
    clearTimeout(timer.current)
    const query = value.trim().slice(0, SEARCH_MAX_LENGTH)
    if (query) timer.current = setTimeout(() => fetcher.load(resultsUrl(query)), DEBOUNCE_MS)
  }

  /** Enter with no result highlighted opens the results page (with one highlighted, the Autocomplete opens that one). */
  function onSubmit() {
    const input = document.getElementById(CONSOLE_SEARCH_INPUT_ID)
    if (input?.getAttribute('aria-activedescendant')) return
    setOpen(false)
    if (typed) void navigate(resultsUrl(typed.slice(0, SEARCH_MAX_LENGTH)))
  }

  function onKeyDown(event: KeyboardEvent) {
    // The arrows open the results again after Escape or a press elsewhere.
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open && typed) setOpen(true)
  }

  const when = (iso: string, timeZone: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone })
  const sections = results
    ? [
        {
          id: 'patients',
          hits: (results.patients?.hits ?? []).slice(0, PER_SECTION).map((patient) => ({
            id: `patient-${patient.id}`,
            href: localize(`/admin/patients/${patient.id}`),
            title: patient.name,
            detail: [
              patient.phone ?? patient.email,
              patient.nextAppointment
                ? t('search.next', {
                    date: when(patient.nextAppointment.startsAt, patient.nextAppointment.clinic.timeZone),
                    service: patient.nextAppointment.service,
                    clinic: patient.nextAppointment.clinic.name,
                  })
                : t('search.no_next'),
            ].join(' · '),
          })),
        },
        {
          id: 'appointments',
          hits: (results.appointments?.hits ?? []).slice(0, PER_SECTION).map((appointment) => ({
            id: `appointment-${appointment.id}`,
            href: localize(`/admin/appointments/${appointment.id}`),
            title: `${when(appointment.startsAt, appointment.clinic.timeZone)} · ${appointment.patient}`,
            detail: `${appointment.service} · ${appointment.clinic.name} · ${t(`appointment_status.${appointment.status}`)}`,
          })),
        },
        {
          id: 'conversations',
          hits: (results.conversations?.hits ?? []).slice(0, PER_SECTION).map((message) => ({
            id: `conversation-${message.id}`,
            href: localize(`/admin/inbox/${message.id}`),
            title: message.subject,
            detail: `${message.name} · ${format.dateTime(new Date(message.createdAt), { dateStyle: 'medium' })}`,
          })),
        },
        {
          id: 'content',
          hits: (results.content?.hits ?? []).slice(0, PER_SECTION).map((record) => ({
            id: `content-${record.id}`,
            href: localize(`/admin/content/${record.kind}/${record.id}`),
            title: record.title || t('content.untitled'),
            detail: t(`content.kinds.${record.kind}.one` as 'content.kinds.service.one'),
          })),
        },
      ].filter((section) => section.hits.length > 0)
    : []
  const count = sections.reduce((sum, section) => sum + section.hits.length, 0)
  const searching = typed !== '' && (fetcher.state === 'loading' || !results)

  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Form method="get" action={resultsPath} role="search" aria-label={t('search.label')} className="w-full">
        <Autocomplete
          inputValue={text}
          onInputChange={onInputChange}
          // Nothing is highlighted until an arrow key says so: Enter alone opens the results page, as the form does without JavaScript.
          disableAutoFocusFirst
        >
          <SearchField
            name="q"
            onSubmit={onSubmit}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(typed !== '')}
            onBlur={(event) => {
              if (!popoverRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
            }}
            className="relative"
          >
            <Label className="sr-only">{t('search.label')}</Label>
            <div ref={fieldRef} className="relative">
              <Icon name="lucide:search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
              <Input
                id={CONSOLE_SEARCH_INPUT_ID}
                maxLength={SEARCH_MAX_LENGTH}
                placeholder={t('search.placeholder')}
                aria-keyshortcuts="/ Control+K Meta+K"
                className="block h-9 w-full rounded-lg border border-line bg-surface-muted pr-10 pl-9 text-sm text-ink placeholder:text-ink-muted focus:bg-surface [&::-webkit-search-cancel-button]:hidden"
              />
              <kbd
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-line px-1.5 font-mono text-xs text-ink-muted sm:block"
              >
                /
              </kbd>
            </div>
          </SearchField>
          <Popover
            ref={popoverRef}
            triggerRef={fieldRef}
            isOpen={isOpen}
            onOpenChange={setOpen}
            isNonModal
            placement="bottom start"
            offset={6}
            className="max-h-[70vh] w-[min(32rem,calc(100vw-2rem))] overflow-auto rounded-xl border border-line bg-surface p-2 text-ink shadow-xl"
          >
            <ListBox
              aria-label={t('search.results_label')}
              className="outline-none"
              renderEmptyState={() => (
                <p className="px-3 py-2 text-sm text-ink-muted">{searching ? t('search.searching') : t('search.none', { query: typed })}</p>
              )}
            >
              {sections.map((section) => (
                <ListBoxSection key={section.id} id={section.id} className="mb-1">
                  <Header className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                    {t(`search.sections.${section.id}` as 'search.sections.patients')}
                  </Header>
                  {section.hits.map((hit) => (
                    <ListBoxItem key={hit.id} id={hit.id} href={hit.href} textValue={hit.title} className={itemClass}>
                      <Text slot="label" className="block font-medium">
                        {hit.title}
                      </Text>
                      <Text slot="description" className="block truncate text-xs text-ink-muted">
                        {hit.detail}
                      </Text>
                    </ListBoxItem>
                  ))}
                </ListBoxSection>
              ))}
              {count > 0 && (
                <ListBoxItem
                  id="all-results"
                  href={resultsUrl(typed)}
                  textValue={t('search.all_results', { query: typed })}
                  className={(state) => `${itemClass(state)} mt-1 border-t border-line font-medium text-accent-strong`}
                >
                  {t('search.all_results', { query: typed })}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Autocomplete>
        {/* Said once the results are in, for screen readers (the list itself is announced as it is browsed). */}
        <p role="status" className="sr-only">
          {typed && results && !searching ? t('search.results_count', { count }) : ''}
        </p>
      </Form>
    </RouterProvider>
  )
}

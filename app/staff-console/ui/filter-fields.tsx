import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Form, useLocation, useNavigationType, useSubmit } from 'react-router'
import { buttonStyles } from '~/ui/button-styles'
import { useHydrated } from '~/ui/use-hydrated'

const control = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink'

/** A labelled select of a console form (filters, small edits). */
export function SelectField({
  name,
  label,
  value,
  options,
  id = name,
}: {
  name: string
  label: string
  value: string
  options: { value: string; label: string }[]
  id?: string
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A labelled input of a console filter form. */
export function FilterInput({
  name,
  label,
  value,
  type = 'search',
  maxLength,
}: {
  name: string
  label: string
  value: string
  type?: 'search' | 'date' | 'email' | 'text'
  maxLength?: number
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`filter-${name}`} name={name} type={type} defaultValue={value} maxLength={maxLength} className={control} />
    </div>
  )
}

/** The longest search a console list reads (more is cut, not refused). */
export const SEARCH_MAX_LENGTH = 100

/** The words of a console list's search (`q`), trimmed and cut to length. */
export const searchWords = (url: URL) => (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH)

/** How long after the last key typed in a text field a filter form applies it (a choice in a select applies at once). */
const TYPING_PAUSE_MS = 350

/** Where a filter form's own submission leaves its mark in the history entry it makes. */
const FROM_FILTER_FORM = 'consoleFilterForm'

/**
 * A console list's filter form (issue 27, item 10): a GET form, so the URL
 * keeps the filters (a view can be bookmarked, Back goes to the previous
 * filters). Without JavaScript it is sent with its button; with JavaScript
 * each change applies itself (a select at once, typing after a pause) and the
 * button is only seen when focused (Enter still sends the form at once).
 * The fields are uncontrolled: after Back, Forward or a link to other filters
 * they are drawn again from the new page's values; after the form's own
 * submission they stay as they are, so typing goes on undisturbed.
 */
export function FilterForm({ submit, className, children }: { submit: string; className: string; children: ReactNode }) {
  const hydrated = useHydrated()
  const doSubmit = useSubmit()
  const location = useLocation()
  const navigationType = useNavigationType()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const ownSubmission = navigationType !== 'POP' && (location.state as Record<string, unknown> | null)?.[FROM_FILTER_FORM] === true
  const [fieldsKey, setFieldsKey] = useState(location.key)
  if (!ownSubmission && fieldsKey !== location.key) setFieldsKey(location.key)

  function apply(form: HTMLFormElement, delay: number) {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void doSubmit(form, { preventScrollReset: true, state: { [FROM_FILTER_FORM]: true } }), delay)
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement | HTMLSelectElement
    const typing = field instanceof HTMLInputElement && ['search', 'text', 'email'].includes(field.type)
    apply(event.currentTarget, typing ? TYPING_PAUSE_MS : 0)
  }

  return (
    <Form
      key={fieldsKey}
      method="get"
      className={className}
      onChange={onChange}
      onSubmit={(event) => {
        // Sent by Enter or the button: now, as its own submission (the fields keep what is typed).
        event.preventDefault()
        apply(event.currentTarget, 0)
      }}
    >
      {children}
      <button type="submit" className={hydrated ? `sr-only focus:not-sr-only ${buttonStyles.outline}` : buttonStyles.outline}>
        {submit}
      </button>
    </Form>
  )
}

/** A console list's search box (`q`): a filter form, so the result has an address. */
export function SearchForm({ label, submit, value }: { label: string; submit: string; value: string }) {
  return (
    <FilterForm submit={submit} className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-line bg-surface p-4">
      <div role="search" aria-label={label} className="min-w-64 flex-1">
        <FilterInput name="q" label={label} value={value} maxLength={SEARCH_MAX_LENGTH} />
      </div>
    </FilterForm>
  )
}

/** The bordered card every console section sits in. */
export function ConsoleCard({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={title && id ? id : undefined} className="rounded-xl border border-line bg-surface p-5">
      {title && (
        <h2 id={id} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}

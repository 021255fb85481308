import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { buttonStyles } from '~/ui/button-styles'

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

/** A console list's search box (`q`) with its button: a GET form, so the result has an address. */
export function SearchForm({ label, submit, value }: { label: string; submit: string; value: string }) {
  return (
    <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-line bg-surface p-4">
      <div className="min-w-64 flex-1">
        <FilterInput name="q" label={label} value={value} maxLength={SEARCH_MAX_LENGTH} />
      </div>
      <button type="submit" className={buttonStyles.outline}>
        {submit}
      </button>
    </Form>
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

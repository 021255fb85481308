import type { SubmissionResult } from '@conform-to/react'
import { useRef, useState, type FocusEvent, type FormEvent } from 'react'

/*
 * The state of a public form (contact, sign-in, sign-up, password reset): the
 * pages anyone may land on first, where conform and zod would be a quarter of
 * the first load (docs/decisions/022-public-forms.md); and of the account's
 * details form, the patient area's first page (docs/decisions/043). It behaves as the
 * conform forms do (spec §5: checked on blur and on change, errors linked to
 * their fields, the first wrong field focused on sending) with the same ids,
 * and reads the same server replies (conform's SubmissionResult). The check
 * itself (the very zod schema the action applies) is fetched when the form is
 * first hovered or focused; until it arrives every value passes here, and the
 * fields left meanwhile are checked as soon as it does.
 */

/** Errors by field name ('' for the form), as rule keys (forms/rule-messages). */
export type FormErrors = Record<string, string[]>
export type FormCheck = (formData: FormData) => FormErrors

/** What TextField and its kin need of a field (conform's field metadata has the same shape). */
export type FieldMeta = {
  id: string
  name: string
  errorId: string
  errors?: string[]
  initialValue?: unknown
  key?: string
}

/** A check made from a zod schema with conform's parser, both loaded on demand (never in the first load). */
export function schemaCheck(loadSchema: () => Promise<Parameters<typeof import('@conform-to/zod/v4').parseWithZod>[1]['schema']>) {
  return async (): Promise<FormCheck> => {
    const [{ parseWithZod }, schema] = await Promise.all([import('@conform-to/zod/v4'), loadSchema()])
    return (formData) => {
      const submission = parseWithZod(formData, { schema })
      return submission.status === 'success' ? {} : withMessages(submission.error ?? {})
    }
  }
}

const controls = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement => 'name' in element && Boolean(element.name),
  )

export function usePublicForm<Name extends string>({
  id,
  fieldNames,
  lastResult,
  loadCheck,
  defaultValue,
}: {
  id: string
  fieldNames: readonly Name[]
  lastResult?: SubmissionResult<string[]> | null
  loadCheck: () => Promise<FormCheck>
  /** What the fields show before any reply (e.g. the account's name and email). */
  defaultValue?: Partial<Record<Name, string>>
}) {
  // `shown`: the fields whose errors show, those left once (or all, once the form was sent).
  const [{ errors }, setState] = useState(() => fromServer(lastResult))
  const check = useRef<FormCheck>(undefined)
  const loading = useRef<Promise<void>>(undefined)
  const leftBeforeCheck = useRef(new Set<string>())
  const [seenResult, setSeenResult] = useState(lastResult)
  const [generation, setGeneration] = useState(0)

  // A new reply from the server: its errors replace ours (adjusted while rendering, as React advises).
  if (lastResult !== seenResult) {
    setSeenResult(lastResult)
    setState(fromServer(lastResult))
    // A reply that asks for it (a message sent) empties the form: new fields, with no values.
    if (lastResult?.initialValue === null) setGeneration((value) => value + 1)
  }

  const recheck = (form: HTMLFormElement, names: Iterable<string>) => {
    if (!check.current) return
    const found = check.current(new FormData(form))
    setState((before) => {
      const shown = new Set([...before.shown, ...names])
      const next: FormErrors = before.errors[''] ? { '': before.errors[''] } : {}
      for (const name of shown) if (found[name]) next[name] = found[name]
      return { errors: next, shown }
    })
  }

  const prepare = () => {
    loading.current ??= loadCheck().then((loaded) => {
      check.current = loaded
      const form = document.getElementById(id)
      if (form instanceof HTMLFormElement && leftBeforeCheck.current.size > 0) recheck(form, leftBeforeCheck.current)
      leftBeforeCheck.current.clear()
    }, retryLater)
  }
  // Not loaded (offline): the server still checks what is sent; the next touch tries again.
  const retryLater = () => {
    loading.current = undefined
  }

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const field = event.target
    if (!('name' in field) || typeof field.name !== 'string' || !fieldNames.includes(field.name as Name)) return
    if (check.current) recheck(event.currentTarget, [field.name])
    else leftBeforeCheck.current.add(field.name)
  }

  // A box ticked or a choice made is checked at once (spec §5: on change); typing waits for the blur.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement
    if (field.type === 'checkbox' || field.type === 'radio' || field.tagName === 'SELECT') onBlur(event as FocusEvent<HTMLFormElement>)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Not loaded yet (a very quick send): the server checks, as it always does.
    if (!check.current) return
    const form = event.currentTarget
    const found = check.current(new FormData(form))
    const wrong = Object.keys(found).filter((name) => name !== '')
    if (wrong.length === 0) return
    event.preventDefault()
    setState({ errors: found, shown: new Set([...fieldNames, ...wrong]) })
    controls(form)
      .find((control) => found[control.name])
      ?.focus()
  }

  const formErrors = errors['']
  const form = {
    id,
    errorId: `${id}-error`,
    errors: formErrors,
    props: {
      id,
      noValidate: true,
      onSubmit,
      onBlur,
      onChange,
      onFocus: prepare,
      onPointerEnter: prepare,
      'aria-describedby': formErrors ? `${id}-error` : undefined,
    },
  }
  const initialValue: Record<string, unknown> | undefined = lastResult?.initialValue ?? defaultValue
  const fields = Object.fromEntries(
    fieldNames.map((name): [Name, FieldMeta] => {
      const fieldId = `${id}-${name}`
      return [
        name,
        { id: fieldId, name, errorId: `${fieldId}-error`, errors: errors[name], initialValue: initialValue?.[name], key: `${generation}` },
      ]
    }),
  ) as Record<Name, FieldMeta>
  return { form, fields }
}

/** A server reply's errors, each field of them shown. */
function fromServer(result: SubmissionResult<string[]> | null | undefined): { errors: FormErrors; shown: ReadonlySet<string> } {
  const errors = withMessages(result?.error ?? {})
  return { errors, shown: new Set(Object.keys(errors)) }
}

function withMessages(errors: Record<string, string[] | null>): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length)))
}

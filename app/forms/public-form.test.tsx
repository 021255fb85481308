// @vitest-environment happy-dom
import type { SubmissionResult } from '@conform-to/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { schemaCheck, usePublicForm, type FieldMeta, type FormCheck } from './public-form'

const Schema = z.object({
  email: z.string({ error: 'required' }).email({ error: 'email' }),
  terms: z.literal('on', { error: 'terms' }),
})

function Field({ meta, type = 'text' }: { meta: FieldMeta; type?: string }) {
  return (
    <>
      <input key={meta.key} id={meta.id} name={meta.name} type={type} aria-label={meta.name} defaultValue={meta.initialValue as string} />
      {meta.errors && <p id={meta.errorId}>{meta.errors.join(',')}</p>}
    </>
  )
}

/** The check's latest load, which `settle` waits for. */
let loading: Promise<unknown> = Promise.resolve()
const loadSchemaCheck = () => {
  const load = schemaCheck(async () => Schema)()
  loading = load
  return load
}

function TestForm({
  lastResult,
  onSent,
  loadCheck = loadSchemaCheck,
  defaultValue,
}: {
  lastResult?: SubmissionResult<string[]>
  onSent: () => void
  loadCheck?: () => Promise<FormCheck>
  defaultValue?: { email?: string }
}) {
  const { form, fields } = usePublicForm({ id: 'test', fieldNames: ['email', 'terms'], lastResult, loadCheck, defaultValue })
  return (
    <form
      {...form.props}
      onSubmit={(event) => {
        form.props.onSubmit(event)
        if (!event.defaultPrevented) onSent()
        event.preventDefault()
      }}
    >
      {form.errors && <div role="alert">{form.errors.join(',')}</div>}
      <Field meta={fields.email} />
      <Field meta={fields.terms} type="checkbox" />
      <button type="submit">Send</button>
    </form>
  )
}

/**
 * Lets the lazily imported check arrive: waits for its load (however long a busy machine takes), then
 * one turn of the event loop for what the form does with it.
 */
const settle = () =>
  act(async () => {
    await loading.catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

afterEach(cleanup)

describe('usePublicForm', () => {
  it('checks a field when it is left, once the check has loaded on first focus', async () => {
    render(<TestForm onSent={vi.fn()} />)
    const email = screen.getByLabelText('email')
    fireEvent.focus(email)
    await settle()
    fireEvent.change(email, { target: { value: 'nope' } })
    fireEvent.blur(email)
    expect(screen.getByText('email').id).toBe('test-email-error')
    // The other field was not left: no error for it yet.
    expect(screen.queryByText('terms')).toBeNull()
  })

  it('checks the fields left before the check arrived as soon as it does', async () => {
    render(<TestForm onSent={vi.fn()} />)
    const email = screen.getByLabelText('email')
    fireEvent.focus(email)
    fireEvent.blur(email)
    expect(screen.queryByText('required')).toBeNull()
    await settle()
    expect(screen.getByText('required')).toBeTruthy()
  })

  it('checks a box on change', async () => {
    render(<TestForm onSent={vi.fn()} />)
    const terms = screen.getByLabelText('terms')
    fireEvent.focus(terms)
    await settle()
    fireEvent.click(terms)
    fireEvent.click(terms)
    expect(screen.getByText('terms')).toBeTruthy()
    fireEvent.click(terms)
    expect(screen.queryByText('terms')).toBeNull()
  })

  it('keeps a wrong form from being sent, shows every error and focuses the first wrong field', async () => {
    const onSent = vi.fn()
    render(<TestForm onSent={onSent} />)
    fireEvent.pointerEnter(screen.getByRole('button'))
    await settle()
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'ana@example.com' } })
    fireEvent.submit(screen.getByRole('button'))
    expect(onSent).not.toHaveBeenCalled()
    expect(screen.getByText('terms')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('terms'))
  })

  it('lets a form be sent before its check has loaded: the server checks it', () => {
    const onSent = vi.fn()
    render(<TestForm onSent={onSent} />)
    fireEvent.submit(screen.getByRole('button'))
    expect(onSent).toHaveBeenCalledOnce()
  })

  it("shows the server's errors and values, and empties the form when the reply asks", () => {
    const onSent = vi.fn()
    const failed: SubmissionResult<string[]> = {
      status: 'error',
      initialValue: { email: 'ana@example' },
      error: { email: ['email'], '': ['auth.invalid'] },
    }
    const { rerender } = render(<TestForm onSent={onSent} lastResult={failed} />)
    expect(screen.getByRole('alert').textContent).toBe('auth.invalid')
    expect(screen.getByText('email')).toBeTruthy()
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('ana@example')
    rerender(<TestForm onSent={onSent} lastResult={{ initialValue: null }} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('')
  })

  it('shows the values it is given (the account form) until a reply brings what was sent', () => {
    render(<TestForm onSent={vi.fn()} defaultValue={{ email: 'marta@example.com' }} />)
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('marta@example.com')
    const failed: SubmissionResult<string[]> = { status: 'error', initialValue: { email: 'marta@' }, error: { email: ['email'] } }
    cleanup()
    render(<TestForm onSent={vi.fn()} defaultValue={{ email: 'marta@example.com' }} lastResult={failed} />)
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('marta@')
  })

  it('tries to load the check again on the next touch when it could not load (offline)', async () => {
    const loadCheck = vi.fn<() => Promise<FormCheck>>().mockRejectedValueOnce(new Error('offline')).mockImplementation(loadSchemaCheck)
    render(<TestForm onSent={vi.fn()} loadCheck={loadCheck} />)
    const email = screen.getByLabelText('email')
    fireEvent.focus(email)
    await settle()
    fireEvent.blur(email)
    expect(screen.queryByText('required')).toBeNull()
    fireEvent.focus(email)
    await settle()
    fireEvent.blur(email)
    expect(loadCheck).toHaveBeenCalledTimes(2)
    expect(screen.getByText('required')).toBeTruthy()
  })
})

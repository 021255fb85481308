import { Window } from 'happy-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GUARDED_FORMS, STAMP_FOR_ATTRIBUTE, type GuardedForm } from './bot-guard-forms'
import { FORM_STAMP_SCRIPT } from './form-stamp-script'

/*
 * The page's early script (form-stamp-script.ts), run in a page of its own for each test, with the
 * server's /form-stamp.json and the browser's IntersectionObserver stood in for: it asks for a
 * form's stamp when the form is first seen or touched, and the post carries it.
 */

class StandInObserver {
  readonly watched = new Set<Element>()
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {}
  observe(target: Element) {
    this.watched.add(target)
  }
  unobserve(target: Element) {
    this.watched.delete(target)
  }
  disconnect() {
    this.watched.clear()
  }
  /** The browser reports that `target` came into view. */
  show(target: Element) {
    if (this.watched.has(target)) this.callback([{ target, isIntersecting: true }])
  }
}

type Asked = { url: string; answer: (stamp: string) => void; fail: () => void }

const formHtml = (form: GuardedForm, served = '') =>
  `<form id="${form}" method="post"><input type="hidden" name="formStamp" value="${served}" ${STAMP_FOR_ATTRIBUTE}="${form}">` +
  `<input name="email"><button type="submit" name="send" value="yes">Send</button></form>`

function page(body: string) {
  const window = new Window({ url: 'https://claravia.test/reset-password' })
  const document = window.document
  document.body.innerHTML = body
  const asked: Asked[] = []
  const fetch = vi.fn(
    (url: string, _init?: RequestInit) =>
      new Promise((resolve, reject) =>
        asked.push({
          url,
          answer: (stamp) => resolve({ ok: true, json: async () => ({ stamp }) }),
          fail: () => reject(new TypeError('Failed to fetch')),
        }),
      ),
  )
  const observers: StandInObserver[] = []
  const IntersectionObserver = class extends StandInObserver {
    constructor(callback: ConstructorParameters<typeof StandInObserver>[0]) {
      super(callback)
      observers.push(this)
    }
  }
  Object.assign(window, { IntersectionObserver })
  // As the browser runs it: its globals are this page's.
  new Function('window', 'document', 'fetch', 'IntersectionObserver', FORM_STAMP_SCRIPT)(window, document, fetch, IntersectionObserver)
  const form = (id: GuardedForm) => document.getElementById(id) as unknown as HTMLFormElement
  /** What the page's own submit handler (React Router, or the browser's post) receives, if anything. */
  const posts: { form: string; stamp: FormDataEntryValue | null; submitter: string | undefined }[] = []
  for (const element of document.querySelectorAll('form'))
    element.addEventListener('submit', (event) => {
      const submit = event as unknown as SubmitEvent
      const target = submit.target as HTMLFormElement
      posts.push({
        form: target.id,
        stamp: new window.FormData(target as never).get('formStamp') as string,
        submitter: submit.submitter?.getAttribute('name') ?? undefined,
      })
      submit.preventDefault()
    })
  const send = (id: GuardedForm) => form(id).requestSubmit(form(id).querySelector('button'))
  const touch = (id: GuardedForm, type: 'focusin' | 'pointerdown' = 'focusin') =>
    form(id)
      .querySelector('input[name=email]')!
      .dispatchEvent(new window.Event(type, { bubbles: true }) as never)
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { window, document, asked, fetch, observer: () => observers[0]!, form, posts, send, touch, settle }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the early stamp script', () => {
  it('is safe to share a <script> with the data handoff: no end tag, no syntax older browsers with modules reject', () => {
    expect(FORM_STAMP_SCRIPT).not.toMatch(/<\/script|\?\.|\?\?/i)
    expect(() => new Function(FORM_STAMP_SCRIPT)).not.toThrow()
  })

  it('looks for the attribute the stamp field carries (spelt out in the script)', () => {
    expect(STAMP_FOR_ATTRIBUTE).toBe('data-stamp-for')
    expect(FORM_STAMP_SCRIPT).toContain(`"input[${STAMP_FOR_ATTRIBUTE}]"`)
    expect(FORM_STAMP_SCRIPT).toContain('dataset.stampFor')
  })

  it('asks for each guarded form’s stamp when the form is first seen, once, and nothing for a form not yet seen', async () => {
    const p = page(GUARDED_FORMS.map((form) => formHtml(form)).join(''))
    expect(p.observer().watched.size).toBe(4)
    expect(p.fetch).not.toHaveBeenCalled()
    for (const form of GUARDED_FORMS) {
      p.observer().show(p.form(form))
      p.observer().show(p.form(form))
    }
    expect(p.asked.map((ask) => ask.url)).toEqual(GUARDED_FORMS.map((form) => `/form-stamp.json?form=${form}`))
    expect(p.fetch.mock.calls[0]![1]).toEqual({ cache: 'no-store' })
    // Seen and touched: still the one stamp.
    p.touch('contact')
    expect(p.asked).toHaveLength(4)
  })

  it('asks at the first touch of a form not seen yet (focus or pointer)', () => {
    const p = page(formHtml('contact') + formHtml('newsletter'))
    p.touch('contact', 'focusin')
    p.touch('newsletter', 'pointerdown')
    expect(p.asked.map((ask) => ask.url)).toEqual(['/form-stamp.json?form=contact', '/form-stamp.json?form=newsletter'])
  })

  it('puts the stamp in the field when the form is sent, before the page’s own handler reads it', async () => {
    const p = page(formHtml('reset-password'))
    p.observer().show(p.form('reset-password'))
    p.asked[0]!.answer('stamp-from-first-sight')
    await p.settle()
    expect((p.form('reset-password').querySelector('input[name=formStamp]') as HTMLInputElement).value).toBe('')
    p.send('reset-password')
    expect(p.posts).toEqual([{ form: 'reset-password', stamp: 'stamp-from-first-sight', submitter: 'send' }])
    // Sent again (a check in the page refused it): the same stamp, nothing asked.
    p.send('reset-password')
    expect(p.posts[1]!.stamp).toBe('stamp-from-first-sight')
    expect(p.asked).toHaveLength(1)
  })

  it('holds a post sent before the stamp came, then sends it once, with the stamp and its button', async () => {
    const p = page(formHtml('sign-up'))
    p.send('sign-up')
    expect(p.posts).toEqual([])
    expect(p.asked.map((ask) => ask.url)).toEqual(['/form-stamp.json?form=sign-up'])
    p.asked[0]!.answer('late-stamp')
    await p.settle()
    expect(p.posts).toEqual([{ form: 'sign-up', stamp: 'late-stamp', submitter: 'send' }])
  })

  it('sends the post once without a stamp when none can be had (the server asks again), and asks anew at the next touch', async () => {
    const p = page(formHtml('newsletter'))
    p.observer().show(p.form('newsletter'))
    p.send('newsletter')
    p.asked[0]!.fail()
    await p.settle()
    expect(p.posts).toEqual([{ form: 'newsletter', stamp: '', submitter: 'send' }])
    p.touch('newsletter')
    expect(p.asked).toHaveLength(2)
  })

  it('leaves a stamp the server served alone: nothing watched, asked or held', () => {
    const p = page(formHtml('contact', 'served-stamp'))
    expect(p.observer().watched.size).toBe(0)
    p.touch('contact')
    p.send('contact')
    expect(p.fetch).not.toHaveBeenCalled()
    expect(p.posts).toEqual([{ form: 'contact', stamp: 'served-stamp', submitter: 'send' }])
  })

  it('asks for a new stamp at the first touch more than 50 minutes after the form was seen, never at a later touch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const p = page(formHtml('reset-password') + formHtml('contact'))
    // Seen, then left alone for 51 minutes: the first touch starts the fill time again.
    p.observer().show(p.form('reset-password'))
    p.asked[0]!.answer('seen-an-hour-ago')
    await p.settle()
    vi.setSystemTime(Date.now() + 51 * 60_000)
    p.touch('reset-password')
    expect(p.asked).toHaveLength(2)
    p.asked[1]!.answer('renewed-at-touch')
    await p.settle()
    p.send('reset-password')
    expect(p.posts.at(-1)!.stamp).toBe('renewed-at-touch')

    // Touched soon after it was seen, then sent 51 minutes later: the stamp stays (the person was filling it in).
    p.observer().show(p.form('contact'))
    p.asked[2]!.answer('contact-stamp')
    await p.settle()
    p.touch('contact')
    vi.setSystemTime(Date.now() + 51 * 60_000)
    p.touch('contact', 'pointerdown')
    p.send('contact')
    expect(p.asked).toHaveLength(3)
    expect(p.posts.at(-1)!.stamp).toBe('contact-stamp')
  })

  it('watches a form drawn after the page loaded (another page opened in the browser)', () => {
    const p = page('')
    p.document.body.innerHTML = formHtml('sign-up')
    const watch = (p.window as unknown as { watchFormStamp: (form: HTMLFormElement) => void }).watchFormStamp
    watch(p.form('sign-up'))
    p.observer().show(p.form('sign-up'))
    expect(p.asked.map((ask) => ask.url)).toEqual(['/form-stamp.json?form=sign-up'])
  })

  it('does nothing on a page whose forms carry no stamp field (Turnstile keys set)', () => {
    const p = page('<form id="contact"><input name="email"><button type="submit">Send</button></form>')
    p.touch('contact')
    p.send('contact')
    expect(p.fetch).not.toHaveBeenCalled()
    expect(p.posts).toEqual([{ form: 'contact', stamp: null, submitter: undefined }])
  })
})

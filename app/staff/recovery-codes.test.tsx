// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { IntlProvider } from 'use-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogues } from '~/i18n/messages.server'
import { RecoveryCodes, recoveryCodesFile } from './recovery-codes'

/*
 * The recovery codes' page part (two-factor set-up): the ways to keep the
 * codes, all made in the page from the codes shown (no address carries
 * them), and the check before continuing. Without JavaScript (the server's
 * HTML) the codes are text to select and the check is the browser's own
 * required field.
 */

const CODES = ['aaaa-bbbb', 'cccc-dddd', 'eeee-ffff']

function page(locale: 'en' | 'es' = 'en') {
  const prefix = locale === 'es' ? '/es' : ''
  const Stub = createRoutesStub([
    {
      path: `${prefix}/sign-in/two-factor/setup`,
      Component: () => (
        <IntlProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
          <RecoveryCodes codes={CODES} continueTo="/admin" />
        </IntlProvider>
      ),
    },
    { path: `${prefix}/admin`, Component: () => <h1>Console</h1> },
  ])
  return <Stub initialEntries={[`${prefix}/sign-in/two-factor/setup`]} />
}

afterEach(() => vi.restoreAllMocks())

describe('recovery codes', () => {
  it('continues only once “I have saved them” is ticked: otherwise says why and focuses the box', async () => {
    render(page())
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(screen.getByText('Tick the box once you have saved the codes: they will not be shown again.')).toBeTruthy()
    const box = screen.getByRole('checkbox', { name: 'I have saved these codes somewhere safe' })
    expect(document.activeElement).toBe(box)
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('heading', { name: 'Console' })).toBeNull()
    fireEvent.click(box)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('heading', { name: 'Console' })).toBeTruthy()
  })

  it('copies the codes, one per line, and says so', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(page('es'))
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Códigos copiados: pégalos en tu gestor de contraseñas.'))
    expect(writeText).toHaveBeenCalledWith('aaaa-bbbb\ncccc-dddd\neeee-ffff')
  })

  it('when the clipboard refuses, selects the codes and says how to copy them', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    })
    render(page())
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^This browser did not let us copy/))
    expect(window.getSelection()?.toString()).toContain('cccc-dddd')
  })

  it('downloads a text file made in the page (a blob, no address with the codes)', async () => {
    const made: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob)
      return 'blob:test'
    })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    render(page())
    fireEvent.click(await screen.findByRole('button', { name: 'Download (.txt)' }))
    expect(clicked.map((link) => [link.getAttribute('href'), link.download])).toEqual([['blob:test', 'claravia-recovery-codes.txt']])
    expect(await made[0]!.text()).toBe(recoveryCodesFile(catalogues.en.staff.recovery.file_heading, CODES))
    expect(await made[0]!.text()).toMatch(/\n\naaaa-bbbb\ncccc-dddd\neeee-ffff\n$/)
    expect(screen.getByRole('status').textContent).toBe('The codes are downloaded as a text file.')
  })

  it('without JavaScript: the codes as text to select, no buttons that need a script, the box required by the browser', () => {
    const html = renderToString(page('es'))
    for (const code of CODES) expect(html).toContain(code)
    expect(html).toContain('Selecciona los códigos para copiarlos o imprime esta página.')
    expect(html).not.toContain('Copiar')
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*required/)
    expect(html).toMatch(/<form[^>]*action="\/es\/admin" method="get"/)
    expect(html).toContain('data-print-only')
  })
})

// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { IntlProvider } from 'use-intl'
import { describe, expect, it } from 'vitest'
import { catalogues, type Messages } from '~/i18n/messages.server'

const { en, es } = catalogues
import { ErrorPage } from './error-page'
import { invariantParam } from './not-found'

function renderAt(path: string, loader: (args: { url: URL }) => unknown, messages: Messages = en) {
  const Stub = createRoutesStub([
    {
      path: '/*',
      Component: () => null,
      loader: ({ request }) => loader({ url: new URL(request.url) }),
      ErrorBoundary: () => (
        <IntlProvider locale="en" messages={messages} timeZone="UTC">
          <ErrorPage />
        </IntlProvider>
      ),
    },
  ])
  render(<Stub initialEntries={[path]} />)
}

describe('error page', () => {
  it('a failed parameter check is a 404 that says "Page Not Found: {path}"', async () => {
    renderAt('/blog/Not A Slug!', ({ url }) => {
      invariantParam(/^[a-z0-9-]+$/.test(url.pathname.split('/')[2] ?? ''), url)
      return null
    })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'This page does not exist')
    expect(screen.getByText('404 error')).toBeTruthy()
    expect(screen.getByTestId('error-detail').textContent).toBe('Page Not Found: /blog/Not%20A%20Slug!')
  })

  it('an unexpected error shows the same page as a 500, without the error message or stack', async () => {
    renderAt('/anything', () => {
      throw new Error('database password is hunter2')
    })
    expect(await screen.findByText('500 error')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong on our side')
    expect(document.body.textContent).not.toContain('hunter2')
    expect(document.body.textContent).not.toMatch(/at .*\.tsx?:\d+/)
  })

  it('a page the browser could not fetch blames the connection, not us, and offers to retry', async () => {
    renderAt('/anything', () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await screen.findByText('No connection')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not reach Claravia')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(document.body.textContent).not.toContain('on our side')
  })

  it('is translated', async () => {
    renderAt(
      '/es/nada',
      ({ url }) => {
        throw new Response(JSON.stringify({ reason: 'unmatched', path: url.pathname }), { status: 404 })
      },
      es as typeof en,
    )
    expect(await screen.findByText('Error 404')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Esta página no existe')
    expect(screen.getByText('No pudimos encontrar la página que buscas.')).toBeTruthy()
    expect(screen.getByTestId('error-detail').textContent).toBe('Página no encontrada: /es/nada')
  })

  it("a form body a page cannot read is the sender's mistake, said in their language, not a 500", async () => {
    renderAt(
      '/es/sign-in',
      () => {
        throw new Response(null, { status: 415 })
      },
      es as typeof en,
    )
    expect(await screen.findByText('415')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Formato no admitido')
    expect(document.body.textContent).not.toContain('500')
  })
})

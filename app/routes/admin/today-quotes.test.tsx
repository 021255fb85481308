// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { IntlProvider } from 'use-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogues } from '~/i18n/messages.server'
import type { QuotesWaiting } from '~/quotes/quote-console.server'
import type { TodayOverview } from '~/staff-console/today.server'
import ConsoleToday from './today'

/*
 * Today's card of quote requests waiting for their quote (issue 30), in both
 * languages: the longest-waiting few, each linking to its request with the
 * time waited (amber after a day), the count, and the link to the list.
 */

const NOW = new Date('2027-03-14T12:00:00.000Z')

const waiting: QuotesWaiting = {
  count: 7,
  oldest: [
    {
      id: 12,
      serviceName: 'LASIK',
      patient: { id: 70, name: 'Marta Ruiz', email: 'marta@example.com' },
      waitingSince: '2027-03-12T08:00:00.000Z',
      coordinator: null,
    },
    {
      id: 15,
      serviceName: 'ICL',
      patient: { id: 80, name: 'John Doe', email: 'john@example.com' },
      waitingSince: '2027-03-14T09:30:00.000Z',
      coordinator: { id: 3, name: 'Ana Pérez' },
    },
  ],
}

function page(quotesWaiting: QuotesWaiting | null, locale: 'en' | 'es' = 'en') {
  const data: TodayOverview & { quotesWaiting: QuotesWaiting | null; now: Date } = {
    clinics: [],
    newContactMessages: null,
    agenda: [],
    needsAction: { expiringHolds: [], unansweredMessages: null, stepsDue: [], stepsDueCount: 0 },
    notices: [],
    conversationsWaiting: null,
    quotesWaiting,
    now: NOW,
  }
  const path = locale === 'es' ? '/es/admin' : '/admin'
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <IntlProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Madrid">
          <ConsoleToday {...({ loaderData: data } as Parameters<typeof ConsoleToday>[0])} />
        </IntlProvider>
      ),
    },
  ])
  render(<Stub initialEntries={[path]} />)
}

afterEach(cleanup)

describe('Today: quote requests waiting', () => {
  it('lists the longest-waiting with links to their requests, the wait, the count and the whole list', async () => {
    page(waiting)
    const card = (await screen.findByRole('heading', { name: 'Quote requests waiting' })).closest('section')!
    expect(within(card).getByText('7 quote requests waiting')).toBeTruthy()
    const marta = within(card).getByRole('link', { name: /Marta Ruiz/ })
    expect(marta.getAttribute('href')).toBe('/admin/quotes/12')
    expect(marta.textContent).toContain('LASIK · no coordinator yet')
    expect(within(marta).getByText('Waiting 2 d 4 h').className).toContain('amber')
    const john = within(card).getByRole('link', { name: /John Doe/ })
    expect(john.textContent).toContain('ICL · Ana Pérez')
    expect(within(john).getByText('Waiting 2 h 30 min').className).not.toContain('amber')
    expect(within(card).getByText('and 5 more')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Every quote request waiting' }).getAttribute('href')).toBe('/admin/quotes')
  })

  it('in Spanish; and no card for those who do not prepare quotes', async () => {
    page({ count: 1, oldest: waiting.oldest.slice(0, 1) }, 'es')
    const card = (await screen.findByRole('heading', { name: 'Solicitudes de presupuesto en espera' })).closest('section')!
    expect(within(card).getByText('1 solicitud de presupuesto en espera')).toBeTruthy()
    expect(
      within(card)
        .getByRole('link', { name: /Marta Ruiz/ })
        .getAttribute('href'),
    ).toBe('/es/admin/quotes/12')
    expect(within(card).getByText('Esperando 2 d 4 h')).toBeTruthy()
    cleanup()
    page(null)
    await screen.findByRole('heading', { name: 'Today' })
    expect(screen.queryByRole('heading', { name: 'Quote requests waiting' })).toBeNull()
  })
})

// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { IntlProvider } from 'use-intl'
import { afterEach, describe, expect, it } from 'vitest'
import type { WaitingConversations } from '~/conversations/waiting-conversations.server'
import { catalogues } from '~/i18n/messages.server'
import type { TodayOverview } from '~/staff-console/today.server'
import ConsoleToday from './today'

/*
 * Today's card of care conversations waiting (issue 29), in both languages:
 * each patient's name links to their conversation, the working time waited
 * in hours and minutes, the count, and the week's median first reply.
 */

const waiting: WaitingConversations = {
  count: 12,
  oldest: [
    {
      conversationId: 7,
      patient: { id: 70, name: 'Marta Ruiz' },
      waitingSince: '2027-03-12T21:00:00.000Z',
      workingSecondsWaited: 5 * 3600 + 20 * 60,
    },
    { conversationId: 8, patient: { id: 80, name: 'John Doe' }, waitingSince: '2027-03-13T15:00:00.000Z', workingSecondsWaited: 4 * 3600 + 59 },
  ],
  medianFirstReplySeconds: 72 * 60,
}

function overview(conversationsWaiting: WaitingConversations | null): TodayOverview {
  return {
    clinics: [],
    newContactMessages: null,
    agenda: [],
    needsAction: { expiringHolds: [], unansweredMessages: null, stepsDue: [], stepsDueCount: 0 },
    notices: [],
    conversationsWaiting,
  }
}

function page(data: TodayOverview, locale: 'en' | 'es' = 'en') {
  const path = locale === 'es' ? '/es/admin' : '/admin'
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <IntlProvider locale={locale} messages={catalogues[locale]} timeZone="America/Bogota">
          <ConsoleToday {...({ loaderData: data } as Parameters<typeof ConsoleToday>[0])} />
        </IntlProvider>
      ),
    },
  ])
  render(<Stub initialEntries={[path]} />)
}

afterEach(cleanup)

describe('Today: conversations waiting', () => {
  it('lists the oldest with links to their conversations, the working time waited, the count and the week’s median', async () => {
    page(overview(waiting))
    const card = (await screen.findByRole('heading', { name: 'Conversations waiting' })).closest('section')!
    expect(within(card).getByText('12 conversations waiting more than 4 working hours')).toBeTruthy()
    const marta = within(card).getByRole('link', { name: /Marta Ruiz/ })
    expect(marta.getAttribute('href')).toBe('/admin/conversations/7')
    expect(marta.textContent).toContain('waiting 5 h 20 min of working time')
    expect(within(card).getByRole('link', { name: /John Doe/ }).textContent).toContain('waiting 4 h of working time')
    expect(within(card).getByText('and 10 more')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Every conversation waiting for our reply' }).getAttribute('href')).toBe(
      '/admin/conversations?show=waiting',
    )
    expect(within(card).getByText('Median first reply this week: 1 h 12 min')).toBeTruthy()
  })

  it('in Spanish, with no replies yet this week', async () => {
    page(overview({ ...waiting, count: 1, oldest: waiting.oldest.slice(0, 1), medianFirstReplySeconds: null }), 'es')
    const card = (await screen.findByRole('heading', { name: 'Conversaciones en espera' })).closest('section')!
    expect(within(card).getByText('1 conversación lleva más de 4 horas laborables esperando')).toBeTruthy()
    const marta = within(card).getByRole('link', { name: /Marta Ruiz/ })
    expect(marta.getAttribute('href')).toBe('/es/admin/conversations/7')
    expect(marta.textContent).toContain('espera 5 h 20 min en horario laboral')
    expect(within(card).getByText('Aún no hay respuestas esta semana')).toBeTruthy()
    expect(within(card).queryByText(/más$/)).toBeNull()
  })

  it('says when nothing waits; a median under an hour in minutes; no card for those who may not see conversations', async () => {
    page(overview({ count: 0, oldest: [], medianFirstReplySeconds: 25 * 60 + 30 }))
    const card = (await screen.findByRole('heading', { name: 'Conversations waiting' })).closest('section')!
    expect(within(card).getByText('No conversation has waited more than 4 working hours.')).toBeTruthy()
    expect(within(card).queryAllByRole('link')).toHaveLength(0)
    expect(within(card).getByText('Median first reply this week: 25 min')).toBeTruthy()
    cleanup()
    page(overview(null))
    await screen.findByRole('heading', { name: 'Today' })
    expect(screen.queryByRole('heading', { name: 'Conversations waiting' })).toBeNull()
  })
})

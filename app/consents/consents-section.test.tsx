import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { IntlProvider } from 'use-intl'
import { expect, it } from 'vitest'
import { catalogues } from '~/i18n/messages.server'
import { ConsentsSection } from './consents-section'
import type { Consent } from './consents.server'

/* The account's consents: the appointment a health-data consent came with, told on the clinic's clock, in the reader's language. */

const consent: Consent = {
  kind: 'health_data',
  policyVersion: '2026-01-15',
  acceptedAt: '2026-11-20T14:00:00.000Z',
  // 11:30 in Bogotá (UTC-5), where the appointment now is after a move.
  appointmentStartsAt: '2026-11-27T16:30:00.000Z',
  appointmentTimeZone: 'America/Bogota',
}

function html(locale: 'en' | 'es') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <IntlProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
          <ConsentsSection consents={[consent]} />
        </IntlProvider>
      ),
    },
  ])
  return renderToString(<Stub initialEntries={['/']} />)
}

it.each([
  ['en', 'For the appointment of November 27, 2026 at 11:30 AM · Clinic time (America/Bogota)'],
  ['es', 'Para la cita del 27 de noviembre de 2026 a las 11:30 · Hora de la clínica (America/Bogota)'],
] as const)('tells the appointment on the clinic’s clock in %s, not UTC', (locale, text) => {
  const rendered = html(locale).replace(/<!-- -->/g, '')
  expect(rendered).toContain(text)
  expect(rendered).not.toContain('16:30')
})

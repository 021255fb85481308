import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { IntlProvider } from 'use-intl'
import { expect, it } from 'vitest'
import { catalogues } from '~/i18n/messages.server'
import type { AppointmentSummary } from '../appointments.server'
import { HeldAssessment } from './held-assessment'

/* The account's treatments area while an assessment hold awaits payment: what, when, until when (clinic time), where to pay. */

const hold: AppointmentSummary & { holdExpiresAt: string } = {
  id: 42,
  kind: 'assessment',
  status: 'pending_payment',
  startsAt: '2026-11-27T16:30:00.000Z',
  endsAt: '2026-11-27T17:00:00.000Z',
  timeZone: 'America/Bogota',
  service: { slug: 'lasik', name: 'LASIK' },
  clinic: { slug: 'clinica-vision-andina', name: 'Clínica Visión Andina', address: 'Bogotá' },
  destination: { slug: 'bogota', name: 'Bogotá' },
  specialist: null,
  treatmentId: null,
  feeMinor: 12_000,
  currency: 'USD',
  paid: false,
  holdExpiresAt: '2026-11-26T15:10:00.000Z',
}

function html(locale: 'en' | 'es') {
  const prefix = locale === 'es' ? '/es' : ''
  const Stub = createRoutesStub([
    {
      path: `${prefix}/account`,
      Component: () => (
        <IntlProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
          <HeldAssessment appointment={hold} />
        </IntlProvider>
      ),
    },
  ])
  return renderToString(<Stub initialEntries={[`${prefix}/account`]} />).replace(/<!-- -->/g, '')
}

it.each([
  [
    'en',
    'Your LASIK assessment on Friday, November 27, 2026 at 11:30 AM (clinic time) is held for you until 10:10 AM — complete the payment to confirm it.',
    'href="/stripe?appointment=42"',
    'Complete the payment',
  ],
  [
    'es',
    'Tu valoración de LASIK del viernes, 27 de noviembre de 2026, 11:30 (hora de la clínica) está reservada para ti hasta las 10:10: completa el pago para confirmarla.',
    'href="/es/stripe?appointment=42"',
    'Completar el pago',
  ],
] as const)('in %s says the hold, until when on the clinic’s clock, and links to the payment', (locale, sentence, link, action) => {
  const rendered = html(locale)
  expect(rendered).toContain(sentence)
  expect(rendered).toContain(link)
  expect(rendered).toContain(action)
})

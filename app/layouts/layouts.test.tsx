// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { IntlProvider } from 'use-intl'
import { describe, expect, it } from 'vitest'
import { catalogues, type Messages } from '~/i18n/messages.server'

const { en, es } = catalogues
import AuthLayout from './auth-layout'
import DashboardLayout from './dashboard-layout'
import DefaultLayout from './default-layout'

function renderLayout(Layout: () => React.ReactNode, path: string, messages: Messages = en) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <IntlProvider locale={path.startsWith('/es') ? 'es' : 'en'} messages={messages} timeZone="UTC">
          <Layout />
        </IntlProvider>
      ),
      children: [{ path: '*', Component: () => <p>page content</p> }],
    },
  ])
  render(<Stub initialEntries={[path]} />)
}

describe('layouts', () => {
  it('default: header navigation, switches, sign-in link and legal links in the footer', async () => {
    renderLayout(DefaultLayout, '/any-page')
    expect(await screen.findByText('page content')).toBeTruthy()
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!
    for (const name of ['Medical services', 'Destinations', 'Blog', 'FAQs', 'Our company', 'Contact us']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy()
    }
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]!.getAttribute('href')).toBe('/sign-in')
    expect(screen.getAllByRole('group', { name: 'Colour mode' }).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'Privacy policies' }).getAttribute('href')).toBe('/privacy-policies')
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toBeTruthy()
  })

  it('authentication: the page sits in one labelled card, links keep the locale', async () => {
    renderLayout(AuthLayout, '/es/sign-in', es)
    const card = await screen.findByRole('region', { name: 'Acceso a la cuenta' })
    expect(within(card).getByText('page content')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Volver al sitio' }).getAttribute('href')).toBe('/es')
  })

  it('dashboard: account navigation beside the content, in the page language', async () => {
    renderLayout(DashboardLayout, '/es/account', es)
    const nav = await screen.findByRole('navigation', { name: 'Navegación de la cuenta' })
    for (const name of ['Mis citas', 'Tratamientos activos', 'Tratamientos anteriores', 'Actualizar mis datos']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy()
    }
    expect(within(nav).getByRole('link', { name: 'Mis citas' }).getAttribute('href')).toBe('/es/account#appointments')
    expect(screen.getAllByRole('link', { name: 'Mi cuenta' }).length).toBeGreaterThan(0)
    expect(screen.getByText('page content')).toBeTruthy()
  })
})

import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes'
import { locales, defaultLocale, type Locale } from './i18n/locales'

/*
 * Every page exists once per locale: English at /…, Spanish at /es/….
 * Both trees share the same modules; route ids carry the locale so they stay
 * unique. See docs/decisions/002-locale-prefixed-routes.md.
 */
function pages(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => (locale === defaultLocale ? name : `${locale}/${name}`)
  return [
    layout('layouts/default-layout.tsx', { id: id('layout-default') }, [
      index('routes/home.tsx', { id: id('home') }),
      route('medical-services', 'routes/medical-services.tsx', { id: id('medical-services') }),
      route('medical-services/:slug', 'routes/medical-service.tsx', { id: id('medical-service') }),
      route('destinations', 'routes/destinations.tsx', { id: id('destinations') }),
      route('destinations/:slug', 'routes/destination.tsx', { id: id('destination') }),
      route('blog', 'routes/blog.tsx', { id: id('blog') }),
      route('blog/:slug', 'routes/blog-post.tsx', { id: id('blog-post') }),
      route('faqs', 'routes/faqs.tsx', { id: id('faqs') }),
      route('contact-us', 'routes/contact-us.tsx', { id: id('contact-us') }),
      route('newsletter', 'routes/newsletter.tsx', { id: id('newsletter') }),
      route('newsletter/confirm', 'routes/newsletter-confirm.tsx', { id: id('newsletter-confirm') }),
      route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx', { id: id('newsletter-unsubscribe') }),
      route('our-company', 'routes/our-company.tsx', { id: id('our-company') }),
      route('privacy-policies', 'routes/legal-page.tsx', { id: id('privacy-policies') }),
      route('terms-and-conditions', 'routes/legal-page.tsx', { id: id('terms-and-conditions') }),
      route('modals', 'routes/modals.tsx', { id: id('modals') }),
      route('appointments/new', 'routes/appointment-new.tsx', { id: id('appointment-new') }),
      route('appointments/new/details', 'routes/appointment-details.tsx', { id: id('appointment-details') }),
      route('stripe', 'routes/stripe.tsx', { id: id('stripe') }),
      route('payment', 'routes/payment.tsx', { id: id('payment') }),
      route('sign-out', 'routes/sign-out.ts', { id: id('sign-out') }),
      route('*', 'routes/not-found.tsx', { id: id('not-found') }),
    ]),
    layout('layouts/dashboard-layout.tsx', { id: id('layout-dashboard') }, [
      route('account', 'routes/account.tsx', { id: id('account') }),
      route('account/treatments/:id', 'routes/account-treatment.tsx', { id: id('account-treatment') }),
      route('account/treatments/:id/documents/:documentId', 'routes/account-treatment-document.ts', { id: id('account-treatment-document') }),
      route('account/appointments/:id/reschedule', 'routes/account-appointment-reschedule.tsx', { id: id('account-appointment-reschedule') }),
      route('account/appointments/:id/cancel', 'routes/account-appointment-cancel.tsx', { id: id('account-appointment-cancel') }),
    ]),
    layout('layouts/auth-layout.tsx', { id: id('layout-auth') }, [
      route('sign-in', 'routes/sign-in.tsx', { id: id('sign-in') }),
      route('sign-up', 'routes/sign-up.tsx', { id: id('sign-up') }),
      route('reset-password', 'routes/reset-password.tsx', { id: id('reset-password') }),
      route('new-password/:token', 'routes/new-password.tsx', { id: id('new-password') }),
      route('sign-in/two-factor', 'routes/two-factor.tsx', { id: id('two-factor') }),
      route('sign-in/two-factor/setup', 'routes/two-factor-setup.tsx', { id: id('two-factor-setup') }),
      route('admin/invitation/:token', 'routes/staff-invitation.tsx', { id: id('staff-invitation') }),
    ]),
    layout('layouts/console-layout.tsx', { id: id('layout-console') }, [
      route('admin', 'routes/admin/today.tsx', { id: id('admin-today') }),
      // Console: appointments
      route('admin/appointments', 'routes/admin/appointments.tsx', { id: id('admin-appointments') }),
      route('admin/appointments/export.csv', 'routes/admin/appointments-export.ts', { id: id('admin-appointments-export') }),
      route('admin/appointments/calendar', 'routes/admin/appointments-calendar.tsx', { id: id('admin-appointments-calendar') }),
      route('admin/appointments/:id', 'routes/admin/appointment.tsx', { id: id('admin-appointment') }),
      // Console: availability
      route('admin/availability', 'routes/admin/availability.tsx', { id: id('admin-availability') }),
      route('admin/availability/:clinicId', 'routes/admin/clinic-availability.tsx', { id: id('admin-clinic-availability') }),
      // Console: patients and treatment plans
      route('admin/patients', 'routes/admin/patients.tsx', { id: id('admin-patients') }),
      route('admin/patients/:id', 'routes/admin/patient.tsx', { id: id('admin-patient') }),
      route('admin/patients/:id/treatments/new', 'routes/admin/treatment-new.tsx', { id: id('admin-treatment-new') }),
      route('admin/patients/:id/treatments/:treatmentId', 'routes/admin/treatment.tsx', { id: id('admin-treatment') }),
      route('admin/patients/:id/treatments/:treatmentId/documents/:documentId', 'routes/admin/treatment-document.ts', {
        id: id('admin-treatment-document'),
      }),
      // Console: inbox, staff and audit trail
      route('admin/inbox', 'routes/admin/inbox.tsx', { id: id('admin-inbox') }),
      route('admin/inbox/:id', 'routes/admin/inbox-message.tsx', { id: id('admin-inbox-message') }),
      route('admin/staff', 'routes/admin/staff.tsx', { id: id('admin-staff') }),
      route('admin/staff/:id', 'routes/admin/staff-member.tsx', { id: id('admin-staff-member') }),
      route('admin/audit', 'routes/admin/audit.tsx', { id: id('admin-audit') }),
    ]),
  ]
}

export default [
  route('maps/:file', 'routes/maps.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('appointments/:id/calendar.ics', 'routes/appointment-calendar.ts'),
  route('robots.txt', 'routes/robots.ts'),
  ...prefix('v1', [
    route('settings', 'routes/v1/settings.ts'),
    route('openapi.json', 'routes/v1/openapi.ts'),
    route('services', 'routes/v1/services.ts'),
    route('services/:slug', 'routes/v1/service.ts'),
    route('destinations', 'routes/v1/destinations.ts'),
    route('destinations/:slug', 'routes/v1/destination.ts'),
    route('blog/posts', 'routes/v1/blog-posts.ts'),
    route('blog/posts/:slug', 'routes/v1/blog-post.ts'),
    route('blog/categories', 'routes/v1/blog-categories.ts'),
    route('faqs', 'routes/v1/faqs.ts'),
    route('availability', 'routes/v1/availability.ts'),
    route('appointments', 'routes/v1/appointments.ts'),
    route('appointments/:id/payment', 'routes/v1/appointments/payment.ts'),
    route('appointments/:id/cancel', 'routes/v1/appointments/cancel.ts'),
    route('appointments/:id/reschedule', 'routes/v1/appointments/reschedule.ts'),
    route('webhooks/stripe', 'routes/v1/webhooks/stripe.ts'),
    route('auth/sign-up', 'routes/v1/auth/sign-up.ts'),
    route('auth/sign-in', 'routes/v1/auth/sign-in.ts'),
    route('auth/sign-out', 'routes/v1/auth/sign-out.ts'),
    route('auth/two-factor', 'routes/v1/auth/two-factor.ts'),
    route('auth/password-reset', 'routes/v1/auth/password-reset.ts'),
    route('auth/new-password', 'routes/v1/auth/new-password.ts'),
    route('contact', 'routes/v1/contact.ts'),
    route('newsletter', 'routes/v1/newsletter.ts'),
    route('newsletter/confirm', 'routes/v1/newsletter-confirm.ts'),
    route('newsletter/unsubscribe', 'routes/v1/newsletter-unsubscribe.ts'),
    route('me', 'routes/v1/me.ts'),
    route('me/treatments', 'routes/v1/me/treatments.ts'),
    route('me/treatments/:id', 'routes/v1/me/treatment.ts'),
    route('me/treatments/:id/documents/:documentId', 'routes/v1/me/treatment-document.ts'),
    route('me/appointments', 'routes/v1/me/appointments.ts'),
    // Staff API: two-factor and reads (today, appointments)
    route('admin/today', 'routes/v1/admin/today.ts'),
    route('admin/calendar', 'routes/v1/admin/calendar.ts'),
    route('admin/appointments', 'routes/v1/admin/appointments.ts'),
    route('admin/appointments/:id', 'routes/v1/admin/appointment.ts'),
    // Staff API: appointment actions
    route('admin/appointments/:id/complete', 'routes/v1/admin/appointment-complete.ts'),
    route('admin/appointments/:id/no-show', 'routes/v1/admin/appointment-no-show.ts'),
    route('admin/appointments/:id/cancel', 'routes/v1/admin/appointment-cancel.ts'),
    route('admin/appointments/:id/move', 'routes/v1/admin/appointment-move.ts'),
    route('admin/appointments/:id/notes', 'routes/v1/admin/appointment-notes.ts'),
    // Staff API: availability
    route('admin/availability/:clinicId', 'routes/v1/admin/availability.ts'),
    route('admin/availability/:clinicId/hours', 'routes/v1/admin/availability-hours.ts'),
    route('admin/availability/:clinicId/closures', 'routes/v1/admin/availability-closures.ts'),
    route('admin/availability/:clinicId/rules', 'routes/v1/admin/availability-rules.ts'),
    route('admin/availability/:clinicId/closures/:closureId', 'routes/v1/admin/availability-closure.ts'),
    // Staff API: patients and treatment plans
    route('admin/patients', 'routes/v1/admin/patients.ts'),
    route('admin/patients/:id', 'routes/v1/admin/patient.ts'),
    route('admin/patients/:id/treatments', 'routes/v1/admin/patient-treatments.ts'),
    route('admin/patients/:id/treatments/:treatmentId', 'routes/v1/admin/patient-treatment.ts'),
    route('admin/patients/:id/treatments/:treatmentId/steps', 'routes/v1/admin/treatment-steps.ts'),
    route('admin/patients/:id/treatments/:treatmentId/steps/:stepId', 'routes/v1/admin/treatment-step.ts'),
    route('admin/patients/:id/treatments/:treatmentId/documents', 'routes/v1/admin/treatment-documents.ts'),
    route('admin/patients/:id/treatments/:treatmentId/documents/:documentId', 'routes/v1/admin/treatment-document.ts'),
    // Staff API: inbox, staff and audit trail
    route('admin/inbox', 'routes/v1/admin/inbox.ts'),
    route('admin/inbox/:id', 'routes/v1/admin/inbox-message.ts'),
    route('admin/inbox/:id/reply', 'routes/v1/admin/inbox-reply.ts'),
    route('admin/inbox/:id/status', 'routes/v1/admin/inbox-status.ts'),
    route('admin/inbox/:id/assign', 'routes/v1/admin/inbox-assign.ts'),
    route('admin/staff', 'routes/v1/admin/staff.ts'),
    route('admin/staff/:id', 'routes/v1/admin/staff-member.ts'),
    route('admin/staff/:id/access', 'routes/v1/admin/staff-access.ts'),
    route('admin/staff/:id/disable', 'routes/v1/admin/staff-disable.ts'),
    route('admin/staff/:id/enable', 'routes/v1/admin/staff-enable.ts'),
    route('admin/staff/:id/reset-two-factor', 'routes/v1/admin/staff-reset-two-factor.ts'),
    route('admin/audit', 'routes/v1/admin/audit.ts'),
    route('*', 'routes/v1/not-found.ts'),
  ]),
  ...locales.flatMap((locale) => (locale === defaultLocale ? pages(locale) : prefix(locale, pages(locale)))),
] satisfies RouteConfig

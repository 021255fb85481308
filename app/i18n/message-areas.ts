import { stripLocale } from './locales'

/*
 * Which part of the catalogue a page receives. The staff console's wording is
 * 41 % of the catalogue and the patient area's (account, booking) 15 %: public
 * pages, the most visited and the ones the page cache keeps, get neither. The
 * root loader sends the part of the page's area and is loaded again when a
 * navigation changes area (root.tsx, shouldRevalidate).
 */
export const MESSAGE_AREAS = ['public', 'patient', 'console'] as const
export type MessageArea = (typeof MESSAGE_AREAS)[number]

/** Top-level namespaces only the console's pages show (but `console.content.preview`: a staff member's draft preview on a public page). */
export const CONSOLE_NAMESPACES = ['console', 'staff_console', 'clinic_availability'] as const
/** Only the signed-in patient's, the booking and the quote-request pages show these (quotes: the request form's wording and the quotes' own). */
export const PATIENT_NAMESPACES = ['account', 'account_nav', 'booking', 'documents', 'care_team', 'account_quotes', 'quotes'] as const

/** The area of a page path (any locale; React Router's `.data` suffix ignored). */
export function messageArea(pathname: string): MessageArea {
  const path = stripLocale(pathname.replace(/(\/_root)?\.data$/, '') || '/')
  if (/^\/admin(\/|$)/.test(path) && !path.startsWith('/admin/invitation/')) return 'console'
  if (/^\/(account|appointments|payment|stripe|quotes)(\/|$)/.test(path)) return 'patient'
  return 'public'
}

/** The site's main sections, as locale-neutral paths and message keys (nav.*). */
export const mainNavigation = [
  { to: '/medical-services', label: 'medical_services' },
  { to: '/destinations', label: 'destinations' },
  { to: '/blog', label: 'blog' },
  { to: '/faqs', label: 'faqs' },
  { to: '/our-company', label: 'our_company' },
  { to: '/contact-us', label: 'contact_us' },
] as const

/*
 * The versions of the policies a patient accepts: the date each policy page shows as its
 * version ("the date on this page shows the current version"). When a policy's text changes,
 * its date changes in the seed and here (policies.test.ts keeps them equal), and new
 * acceptances record the new version; the old ones keep theirs.
 */
export const POLICY_VERSIONS = {
  terms: '2026-11-01',
  privacy: '2026-11-01',
  // Health data is processed under the privacy policy's "health information" section.
  health_data: '2026-11-01',
} as const

/** Where each consent's text lives, for links in the forms and the account. */
export const POLICY_PATHS = { terms: '/terms-and-conditions', privacy: '/privacy-policies', health_data: '/privacy-policies' } as const

import type { ReactNode } from 'react'
import { LocalizedLink } from '~/navigation/localized-link'
import { POLICY_PATHS } from './policies'

/** A link to a policy inside a consent's text; opens in a new tab so the form keeps what was typed. */
export function policyLink(policy: keyof typeof POLICY_PATHS) {
  return function PolicyLink(chunks: ReactNode) {
    return (
      <LocalizedLink
        to={POLICY_PATHS[policy]}
        target="_blank"
        className="font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
      >
        {chunks}
      </LocalizedLink>
    )
  }
}

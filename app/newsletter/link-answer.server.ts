import { data } from 'react-router'
import { refusalStatus, type Outcome } from '~/errors/outcomes'

/**
 * What the page of an emailed link (confirm, unsubscribe) shows after its
 * button: what happened, or that the link is expired or not valid, with the
 * refusal's status.
 */
export function linkAnswer<Status extends string>(outcome: Outcome<{ status: Status }>) {
  if (outcome.ok) return data({ outcome: outcome.status })
  const shown = outcome.code === 'newsletter_link_expired' ? ('expired' as const) : ('invalid' as const)
  return data({ outcome: shown }, { status: refusalStatus(outcome) })
}

import { z } from 'zod'
import { email } from '~/forms/rules'

/** The newsletter signup (spec §3: email), shared by the footer form, the action and POST /v1/newsletter. */
export const NewsletterSchema = z.object({ email: email() })

/** The tokens of the emailed links (base64url, bounded). */
export const NewsletterToken = z.string().regex(/^[\w.-]{10,200}$/)

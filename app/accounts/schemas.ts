import { z } from 'zod'
import { ticked } from '~/consents/ticked'
import { email, password, printable, requiredText } from '~/forms/rules'

/*
 * The account forms' schemas, shared by the pages (instant feedback on blur)
 * and the actions and API (the truth). Messages are rule keys (see forms/rules).
 */

const name = () => requiredText().pipe(z.string().max(120, { error: 'default' }))

/**
 * Repeat-password must match (message key under auth.*). `when` makes the
 * check run even while other fields are still invalid, so the person sees it
 * as soon as they leave the field.
 */
const passwordsMatch = {
  path: ['repeatPassword'],
  message: 'auth.passwords_differ',
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; repeatPassword?: unknown } | undefined
    return typeof value?.password === 'string' && typeof value.repeatPassword === 'string'
  },
}
const matching = (value: { password?: string; repeatPassword?: string }) => value.password === value.repeatPassword

export const SignInSchema = z.object({
  email: email(),
  // Any non-empty password is checked against the account; rules apply when choosing one.
  password: printable(z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'default' })),
})

export const SignUpSchema = z
  .object({
    name: name(),
    email: email(),
    password: password(),
    repeatPassword: printable(z.string({ error: 'required' })),
    // The person's own acceptance of the terms and the privacy policy (stored with its version: consents/).
    acceptTerms: ticked('auth.sign_up.accept_terms_required').describe(
      'Required: true when the person has accepted the terms and conditions and the privacy policy (their current versions are recorded with the time).',
    ),
  })
  .refine(matching, passwordsMatch)

export const ResetRequestSchema = z.object({ email: email() })

export const NewPasswordSchema = z
  .object({ password: password(), repeatPassword: printable(z.string({ error: 'required' })) })
  .refine(matching, passwordsMatch)

/** The account form's fields; PATCH /v1/me takes the same with name and email optional (api-v1/schemas). */
export const updateAccountFields = {
  name: name(),
  email: email(),
  // Empty means "keep my password".
  password: z.preprocess((value) => (value === '' ? undefined : value), password().optional()),
  repeatPassword: printable(z.string()).optional(),
  currentPassword: printable(z.string().max(128)).optional(),
}

/** A new password must be repeated. */
export function newPasswordRepeated(value: { password?: string; repeatPassword?: string }, ctx: z.RefinementCtx) {
  if (value.password !== undefined && value.password !== (value.repeatPassword ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: 'auth.passwords_differ' })
  }
}

export const UpdateAccountSchema = z.object(updateAccountFields).superRefine(newPasswordRepeated)

import { parseWithZod } from '@conform-to/zod/v4'
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { formFailure, rateLimitedFailure } from '~/forms/form-result.server'
import { requestInfoContext } from '~/http/request-context'
import { botGuardMessageKey, checkBotGuard, type GuardedForm } from './bot-guard.server'
import { consumeAll, type LimitName } from './rate-limit.server'
import { readFormData } from './request-body.server'

/*
 * The gate in front of the public forms that anyone can post (contact,
 * newsletter): size limit → validation → bot guard → rate limits. Either the
 * valid submission comes out, or the failure to answer with — and nothing has
 * been stored.
 */
export async function guardedSubmission<Schema extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: {
    schema: Schema
    /** Which form this is: its bot-guard stamp is only good for it. */
    form: GuardedForm
    /** The form-level message for a body over the size limit. */
    tooLargeKey: string
    /** The rate limits this submission counts against. */
    limits: (value: z.output<Schema>, ip: string) => [LimitName, string][]
  },
) {
  const body = await readFormData(request)
  if (!body.ok) {
    const tooLarge = body.reason === 'too_large'
    return { failure: formFailure({ status: 'error', error: { '': [tooLarge ? options.tooLargeKey : 'bot_guard.rejected'] } }, tooLarge ? 413 : 400) } as const
  }
  const submission = parseWithZod(body.form, { schema: options.schema })
  if (submission.status !== 'success') return { failure: formFailure(submission.reply()) } as const

  const ip = context.get(requestInfoContext).ip
  const guard = await checkBotGuard(body.form, { form: options.form, ip })
  if (!guard.ok) {
    return { failure: formFailure(submission.reply({ formErrors: [botGuardMessageKey(guard.reason)] }), guard.reason === 'challenge_unavailable' ? 503 : 400) } as const
  }
  const attempt = await consumeAll(options.limits(submission.value, ip))
  if (!attempt.allowed) return { failure: rateLimitedFailure(submission, attempt.retryAfterSeconds) } as const
  return { failure: null, submission, value: submission.value, form: body.form, ip } as const
}

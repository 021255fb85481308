import { z } from 'zod'
import { newPasswordRepeated, updateAccountFields } from '~/accounts/schemas'
import { email, password, printable, requiredText } from '~/forms/rules'
import { locales } from '~/i18n/locales'
import { STAFF_ROLES } from '~/access/roles'

/*
 * The staff forms' schemas, shared by the console pages, the staff:create
 * script and the actions. Messages are rule keys (forms/rules) or catalogue keys.
 */

const clinicSlug = z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'default' })

export const InviteStaffSchema = z
  .object({
    email: email(),
    role: z.enum(STAFF_ROLES, { error: 'required' }),
    /** The clinics a clinic_staff member serves (slugs); ignored for the other roles, who see every clinic. */
    clinics: z.array(clinicSlug).default([]),
    name: requiredText()
      .pipe(z.string().max(120, { error: 'default' }))
      .optional(),
    /** The language of the invitation email (and the account until they change it). */
    locale: z.enum(locales).default('en'),
  })
  .refine((value) => value.role !== 'clinic_staff' || value.clinics.length > 0, {
    path: ['clinics'],
    message: 'staff.clinics_needed',
  })

export type InviteStaffInput = z.infer<typeof InviteStaffSchema>

/** An admin's change of a staff member's role and clinics (clinic staff need at least one). */
export const ChangeStaffAccessSchema = z
  .object({ role: z.enum(STAFF_ROLES, { error: 'required' }), clinics: z.array(clinicSlug).default([]) })
  .refine((value) => value.role !== 'clinic_staff' || value.clinics.length > 0, {
    path: ['clinics'],
    message: 'staff.clinics_needed',
  })

/**
 * What patients see beside a staff member's name (issue 29): the languages they answer in (automatic
 * assignment prefers a coordinator who speaks the patient's) and the public team record whose photo and
 * title they borrow.
 */
export const StaffProfileSchema = z.object({
  languages: z.array(z.enum(locales)).default([]),
  teamMemberId: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive().optional()),
})

export type StaffProfileInput = z.infer<typeof StaffProfileSchema>

/** Accepting an invitation: the name colleagues see, and a password (repeated). */
export const AcceptInvitationSchema = z
  .object({ name: updateAccountFields.name, password: password(), repeatPassword: printable(z.string({ error: 'required' })) })
  .superRefine(newPasswordRepeated)

/** The first code from the authenticator app, confirming its set-up. */
export const TotpSetupSchema = z.object({ code: requiredText().pipe(z.string().regex(/^\d{6}$/, { error: 'staff.two_factor.code_format' })) })

/** The second step of a staff sign-in: a TOTP code or a recovery code. */
export const SecondFactorSchema = z.object({
  code: requiredText().pipe(z.string().max(20, { error: 'default' })),
  rememberDevice: z.boolean().default(false),
})

import { z } from 'zod'
import { email, requiredText } from '~/forms/rules'
import { locales } from '~/i18n/locales'
import { STAFF_ROLES } from './roles'

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

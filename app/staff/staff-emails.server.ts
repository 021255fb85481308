import type { Locale } from '~/i18n/locales'
import { renderEmail, type RenderedEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import type { StaffRole } from '~/access/roles'

/** The invitation to the staff console, in the invitee's language; `link` is the absolute, single-use URL. */
export function staffInvitationEmail({ locale, name, role, link }: { locale: Locale; name: string; role: StaffRole; link: string }): RenderedEmail {
  const t = emailTranslator(locale)
  const { html, text } = renderEmail({
    locale,
    preheader: t('staff_invitation.preheader'),
    heading: t('staff_invitation.heading'),
    paragraphs: [
      name ? t('staff_invitation.greeting_named', { name }) : t('staff_invitation.greeting'),
      t('staff_invitation.body', { role: t(`staff_invitation.roles.${role}`) }),
      t('staff_invitation.validity'),
    ],
    action: { label: t('staff_invitation.action'), url: link },
    closing: [t('staff_invitation.ignore')],
  })
  return { subject: t('staff_invitation.subject'), html, text }
}

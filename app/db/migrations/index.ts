import type { Migration } from 'kysely'
import * as settings from './0001-settings'
import * as catalogue from './0002-catalogue'
import * as accounts from './0003-accounts'
import * as bookingAvailability from './0004-booking-availability'
import * as appointmentBooking from './0005-appointment-booking'
import * as appointmentReschedule from './0006-appointment-reschedule'
import * as contactNewsletter from './0007-contact-newsletter'
import * as treatmentStepAppointment from './0008-treatment-step-appointment'
import * as consents from './0009-consents'
import * as staff from './0010-staff'
import * as staffReadIndexes from './0011-staff-read-indexes'
import * as availabilityEditing from './0012-availability-editing'
import * as contactInbox from './0013-contact-inbox'
import * as staffTreatmentPlans from './0014-staff-treatment-plans'
import * as treatmentDocuments from './0015-treatment-documents'
import * as appointmentNotes from './0016-appointment-notes'
import * as contentEditing from './0017-content-editing'
import * as contentImages from './0018-content-images'
import * as searchTitles from './0019-search-titles'
import * as rateLimits from './0020-rate-limits'
import * as patientTimeZone from './0021-patient-time-zone'
import * as careConversations from './0022-care-conversations'
import * as exchangeRates from './0023-exchange-rates'
import * as personalQuotes from './0024-personal-quotes'
import * as clinicProfiles from './0025-clinic-profiles'
import * as reviews from './0026-reviews'
import * as searchWords from './0027-search-words'
import * as exampleProfiles from './0028-example-profiles'

/** Every migration, in order. Names are permanent once released: add, never rename. */
export const migrations: Record<string, Migration> = {
  '0001-settings': settings,
  '0002-catalogue': catalogue,
  '0003-accounts': accounts,
  '0004-booking-availability': bookingAvailability,
  '0005-appointment-booking': appointmentBooking,
  '0006-appointment-reschedule': appointmentReschedule,
  '0007-contact-newsletter': contactNewsletter,
  '0008-treatment-step-appointment': treatmentStepAppointment,
  '0009-consents': consents,
  '0010-staff': staff,
  '0011-staff-read-indexes': staffReadIndexes,
  '0012-availability-editing': availabilityEditing,
  '0013-contact-inbox': contactInbox,
  '0014-staff-treatment-plans': staffTreatmentPlans,
  '0015-treatment-documents': treatmentDocuments,
  '0016-appointment-notes': appointmentNotes,
  '0017-content-editing': contentEditing,
  '0018-content-images': contentImages,
  '0019-search-titles': searchTitles,
  '0020-rate-limits': rateLimits,
  '0021-patient-time-zone': patientTimeZone,
  '0022-care-conversations': careConversations,
  '0023-exchange-rates': exchangeRates,
  '0024-personal-quotes': personalQuotes,
  '0025-clinic-profiles': clinicProfiles,
  '0026-reviews': reviews,
  '0027-search-words': searchWords,
  '0028-example-profiles': exampleProfiles,
}

import { useLocale, useTranslations } from 'use-intl'
import { DatePickerField } from '~/ui/date-picker/date-picker'

/** The showcase's four pickers, loaded once the page is interactive (routes/modals.tsx). */
export default function ShowcasePickers() {
  const t = useTranslations('modals.pickers')
  const locale = useLocale() as 'en' | 'es'
  const calendarLabels = {
    chooseYear: t('choose_year'),
    years: t('years'),
    previousYears: t('previous_years'),
    nextYears: t('next_years'),
  }
  return (
    <>
      <DatePickerField mode="single" locale={locale} label={t('single')} name="date" calendarLabels={calendarLabels} />
      <DatePickerField mode="range" locale={locale} label={t('range')} name="travel" calendarLabels={calendarLabels} />
      <DatePickerField mode="datetime" locale={locale} label={t('datetime')} name="appointment" hourCycle={24} calendarLabels={calendarLabels} />
      <DatePickerField mode="time" locale={locale} label={t('time')} name="call" hourCycle={12} />
    </>
  )
}

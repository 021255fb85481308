import { useFormatter, useTranslations } from 'use-intl'
import type { TreatmentDocument } from '../treatment-documents.server'

const typeNames = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png' } as const

/** "PDF · 1.2 MB · 3 Mar 2027": what a document is, how big, and when it was shared, in the page's language. */
export function useDocumentMeta() {
  const t = useTranslations('documents')
  const format = useFormatter()
  return (document: Pick<TreatmentDocument, 'contentType' | 'byteSize' | 'uploadedAt'>) => {
    const type = typeNames[document.contentType as keyof typeof typeNames]
    const megabytes = document.byteSize >= 100_000
    const size = format.number(megabytes ? document.byteSize / 1_000_000 : Math.max(1, Math.round(document.byteSize / 1000)), {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    })
    return [type ? t(`types.${type}`) : document.contentType, size, format.dateTime(new Date(document.uploadedAt), { dateStyle: 'medium' })].join(
      ' · ',
    )
  }
}

import { useFormatter, useTranslations } from 'use-intl'
import { useLocalizePath } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'
import type { ThreadAttachment } from '../thread.server'

const typeNames = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png' } as const

/** "1.2 MB", "84 kB", in the page's language. */
function useFileSize() {
  const format = useFormatter()
  return (bytes: number) => {
    const megabytes = bytes >= 100_000
    return format.number(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)), {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    })
  }
}

/** A message's files as download links (through the site's access checks: `href` is the reader's route), with type and size. */
export function AttachmentLinks({ attachments, href }: { attachments: ThreadAttachment[]; href: (attachmentId: number) => string }) {
  const t = useTranslations('care_team')
  const types = useTranslations('documents.types')
  const size = useFileSize()
  const localize = useLocalizePath()
  if (attachments.length === 0) return null
  return (
    <ul aria-label={t('attachments')} className="mt-3 grid gap-2">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <a
            href={localize(href(attachment.id))}
            download={attachment.fileName}
            className="flex items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 text-sm hover:border-accent"
          >
            <Icon name="lucide:paperclip" className="size-4 shrink-0 text-accent" />
            <span className="min-w-0">
              <span className="block font-medium break-all">{attachment.fileName}</span>
              <span className="block text-xs text-ink-muted">
                {types(typeNames[attachment.contentType])} · {size(attachment.byteSize)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

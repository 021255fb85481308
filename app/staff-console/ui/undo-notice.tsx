import { useEffect, useState } from 'react'
import { Form } from 'react-router'
import { useTranslations } from 'use-intl'
import { CsrfInput } from '~/security/csrf-input'

/*
 * "Undo" for a mark just made (no-show, completed), while its email still waits
 * in the outbox: a toast-like notice at the top of the page with a real form
 * button (keyboard and no-script alike). It goes away when the window ends,
 * counted from the server's clock at page load; the server decides anyway.
 */
export function UndoNotice({ undo }: { undo: { status: 'completed' | 'no_show'; until: string; now: string } }) {
  const t = useTranslations('console.appointments.confirm')
  const [open, setOpen] = useState(true)
  // Keyed by the window's end: a new mark mounts a new notice.
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), Date.parse(undo.until) - Date.parse(undo.now))
    return () => clearTimeout(timer)
  }, [undo.until, undo.now])
  if (!open) return null
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm shadow-lg shadow-woodsmoke/10"
    >
      <p>{t(`undo_notice.${undo.status}`)}</p>
      <Form method="post">
        <CsrfInput />
        <button
          type="submit"
          name="intent"
          value="undo"
          className="rounded-full bg-accent px-4 py-1.5 font-semibold text-on-accent hover:bg-accent-strong"
        >
          {t('undo')}
        </button>
      </Form>
    </div>
  )
}

import { useEffect, useId, useState } from 'react'
import { useFetcher, useRouteLoaderData } from 'react-router'
import { useTranslations } from 'use-intl'
import { useLocalizePath } from '~/navigation/localized-link'
import { useHydrated } from '~/ui/use-hydrated'

/*
 * The live preview of a markdown field: the server renders the text with the
 * public pages' own renderer and sanitiser (no second renderer in the
 * browser that could disagree), a moment after typing stops. Closed by
 * default; without JavaScript it does not appear (the page's Preview shows
 * the whole draft instead).
 */

const TYPING_PAUSE_MS = 350

export function MarkdownPreview({ sourceId, lang }: { sourceId: string; lang: string }) {
  const t = useTranslations('console.content')
  const fetcher = useFetcher<{ html: string }>()
  const localize = useLocalizePath()
  const root = useRouteLoaderData('root') as { csrfToken?: string } | undefined
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const panelId = useId()
  const { submit } = fetcher
  useEffect(() => {
    if (!open) return
    const source = document.getElementById(sourceId) as HTMLTextAreaElement | null
    if (!source) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const render = () => {
      void submit({ text: source.value, csrf: root?.csrfToken ?? '' }, { method: 'post', action: localize('/admin/content/markdown-preview') })
    }
    const onInput = () => {
      clearTimeout(timer)
      timer = setTimeout(render, TYPING_PAUSE_MS)
    }
    render()
    source.addEventListener('input', onInput)
    return () => {
      clearTimeout(timer)
      source.removeEventListener('input', onInput)
    }
  }, [open, sourceId, localize, root?.csrfToken, submit])

  if (!hydrated) return null
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="text-sm font-medium text-accent-strong underline"
      >
        {open ? t('hide_preview') : t('show_preview')}
      </button>
      {open && (
        <div
          id={panelId}
          lang={lang}
          aria-live="polite"
          aria-busy={fetcher.state !== 'idle'}
          className="mt-2 max-h-96 overflow-y-auto rounded-lg border border-line bg-surface-muted p-4"
        >
          <div className="prose-content text-sm" dangerouslySetInnerHTML={{ __html: fetcher.data?.html ?? '' }} />
        </div>
      )}
    </div>
  )
}

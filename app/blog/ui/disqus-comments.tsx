import { useEffect, useRef, useState } from 'react'

interface DisqusWindow extends Window {
  DISQUS?: { reset: (options: { reload: boolean; config: () => void }) => void }
  disqus_config?: () => void
}

export const DISQUS_ROOT_MARGIN = '300px'
export const DISQUS_THRESHOLD = 0.5

/** Disqus's code for the page language ("en", "es_ES"); English by default. */
export function disqusLanguage(locale: string | undefined) {
  return locale === 'es' ? 'es_ES' : 'en'
}

/**
 * Comments from Disqus, loaded only when the reader comes near them (300px
 * ahead, half visible), so articles stay fast and nothing is sent to Disqus
 * for readers who never scroll that far.
 */
export function DisqusComments({
  shortname,
  identifier,
  url,
  title,
  language,
}: {
  shortname: string | undefined
  identifier: string
  url: string
  title: string
  language?: string
}) {
  if (!shortname) throw new Error('Disqus shortname is required')
  const container = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = container.current
    if (!element || visible) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true)
      },
      { rootMargin: DISQUS_ROOT_MARGIN, threshold: DISQUS_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  useEffect(() => {
    if (!visible) return
    const win = window as DisqusWindow
    const config = function (this: { page: Record<string, string>; language: string }) {
      this.page.url = url
      this.page.identifier = identifier
      this.page.title = title
      this.language = disqusLanguage(language)
    }
    if (win.DISQUS) {
      win.DISQUS.reset({ reload: true, config })
      return
    }
    win.disqus_config = config
    const script = document.createElement('script')
    script.src = `https://${shortname}.disqus.com/embed.js`
    script.async = true
    script.setAttribute('data-timestamp', String(Date.now()))
    document.body.appendChild(script)
  }, [visible, shortname, identifier, url, title, language])

  return <div id="disqus_thread" ref={container} className="min-h-[200px]" />
}

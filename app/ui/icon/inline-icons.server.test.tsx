import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './icon'
import { iconNames } from './icon-names'
import { inlineIcons } from './inline-icons'
import './inline-icons.server'

describe('icons drawn by the server', () => {
  it('has the drawing of every bundled icon', () => {
    expect([...inlineIcons.keys()].sort()).toEqual([...iconNames].sort())
  })

  it('writes the drawing into the page, no file to fetch', () => {
    const html = renderToString(<Icon name="lucide:sun" className="size-4" />)
    expect(html).toMatch(/^<svg width="1em" height="1em" aria-hidden="true" class="size-4"><svg viewBox="0 0 24 24"><g [^>]*stroke="currentColor"/)
    expect(html).not.toContain('<use')
  })

  it('names an icon with a title', () => {
    const html = renderToString(<Icon name="simple-icons:whatsapp" title="WhatsApp" size={24} />)
    expect(html).toMatch(/^<svg width="24" height="24" role="img" aria-label="WhatsApp"><svg viewBox=/)
  })
})

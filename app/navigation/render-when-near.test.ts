// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { RENDER_ALL_ATTRIBUTE, renderAllBeforeRestoreScript, SCROLL_POSITIONS_KEY } from './render-when-near'

const runHeadScript = () => new Function(renderAllBeforeRestoreScript)()
const laysOutAll = () => document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)
const positions = (entries: Record<string, unknown>) => sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(entries))

describe('the head script that lays a page out whole before React Router scrolls it back', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE)
    sessionStorage.clear()
    history.replaceState(null, '')
  })

  it('lays out every part when this history entry has a position below the top to return to', () => {
    history.replaceState({ key: 'k1', idx: 0 }, '')
    positions({ k1: 2400, other: 0 })
    runHeadScript()
    expect(laysOutAll()).toBe(true)
  })

  it('leaves the parts to be laid out when near the screen on a first visit, at the top, or for another entry', () => {
    runHeadScript()
    expect(laysOutAll()).toBe(false)
    history.replaceState({ key: 'k1', idx: 0 }, '')
    positions({ k1: 0, k2: 900 })
    runHeadScript()
    expect(laysOutAll()).toBe(false)
  })

  it('never fails the page on storage it cannot read', () => {
    history.replaceState({ key: 'k1', idx: 0 }, '')
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json')
    expect(runHeadScript).not.toThrow()
    expect(laysOutAll()).toBe(false)
  })
})

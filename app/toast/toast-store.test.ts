import { describe, expect, it, vi } from 'vitest'
import { createToastStore, DEFAULT_TIMEOUT } from './toast-store'

describe('toast store', () => {
  it('generates a timestamp string id', () => {
    const store = createToastStore(() => 1_700_000_000_000)
    expect(store.add({ title: 'Hi' })).toBe('1700000000000')
  })

  it('gives two adds in the same millisecond distinct ids', () => {
    const store = createToastStore(() => 1_700_000_000_000)
    const first = store.add({ title: 'One' })
    const second = store.add({ title: 'Two' })
    expect(first).not.toBe(second)
    expect(second).toBe('1700000000001')
    expect(store.getSnapshot()).toHaveLength(2)
  })

  it('does not add an explicit duplicate id twice', () => {
    const store = createToastStore()
    expect(store.add({ id: 'saved', title: 'Saved' })).toBe('saved')
    const before = store.getSnapshot()
    expect(store.add({ id: 'saved', title: 'Again' })).toBe('saved')
    expect(store.getSnapshot()).toBe(before)
    expect(store.getSnapshot()[0]?.title).toBe('Saved')
  })

  it('calls the callback exactly once on remove', () => {
    const store = createToastStore()
    const callback = vi.fn()
    const id = store.add({ title: 'Bye', callback })
    store.remove(id)
    store.remove(id)
    expect(callback).toHaveBeenCalledOnce()
    expect(store.getSnapshot()).toEqual([])
  })

  it('applies defaults and keeps the newest first', () => {
    const store = createToastStore()
    store.add({ id: 1, title: 'Old' })
    store.add({ id: 2, title: 'New' })
    const [newest] = store.getSnapshot()
    expect(newest).toMatchObject({ id: 2, timeout: DEFAULT_TIMEOUT, color: 'primary', closeButton: true, actions: [] })
    expect(DEFAULT_TIMEOUT).toBe(5000)
  })

  it('notifies subscribers and calls callbacks on clear', () => {
    const store = createToastStore()
    const listener = vi.fn()
    const callback = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.add({ callback })
    store.clear()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(callback).toHaveBeenCalledOnce()
    unsubscribe()
    store.add({})
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

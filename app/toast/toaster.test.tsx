// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, toast, type ToastStore } from './toast-store'
import { Toaster } from './toaster'
import type { ToastInput } from './toast-types'

const labels = { region: 'Notifications', close: 'Close' }
let store: ToastStore

function show(input: ToastInput) {
  render(<Toaster labels={labels} store={store} />)
  act(() => void store.add(input))
  return screen.getByRole(input.color === 'alert' ? 'alert' : 'status')
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  store = createToastStore()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('renders a labelled region whose toasts are live regions of their own', () => {
    render(<Toaster labels={labels} store={store} />)
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(region.tagName).toBe('SECTION')
    act(() => {
      store.add({ title: 'Saved' })
    })
    expect(region.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull()
  })

  it('closes after 5000 ms, not before', () => {
    const callback = vi.fn()
    const item = show({ title: 'Saved', callback })
    expect(item.getAttribute('aria-live')).toBe('polite')
    expect(item.getAttribute('aria-atomic')).toBe('true')
    advance(4999)
    expect(screen.queryByText('Saved')).not.toBeNull()
    advance(1)
    expect(screen.queryByText('Saved')).toBeNull()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('pauses on hover and resumes with the remaining time', () => {
    const item = show({ title: 'Saved' })
    advance(2000)
    fireEvent.mouseEnter(item)
    expect(screen.getByTestId('toast-progress').style.animationPlayState).toBe('paused')
    advance(8000) // now at 10000 ms
    expect(screen.queryByText('Saved')).not.toBeNull()
    fireEvent.mouseLeave(item)
    expect(screen.getByTestId('toast-progress').style.animationPlayState).toBe('running')
    advance(2999)
    expect(screen.queryByText('Saved')).not.toBeNull()
    advance(1)
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('pauses while focus is inside and resumes on blur', () => {
    show({ title: 'Saved' })
    const close = screen.getByRole('button', { name: 'Close' })
    advance(1000)
    act(() => close.focus())
    advance(10_000)
    expect(screen.queryByText('Saved')).not.toBeNull()
    act(() => close.blur())
    advance(3999)
    expect(screen.queryByText('Saved')).not.toBeNull()
    advance(1)
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('closes on the close button and calls the callback', () => {
    const callback = vi.fn()
    show({ title: 'Saved', callback })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Saved')).toBeNull()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('runs an action, then closes', () => {
    const order: string[] = []
    show({ title: 'Deleted', callback: () => order.push('callback'), actions: [{ label: 'Undo', onClick: () => order.push('undo') }] })
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(order).toEqual(['undo', 'callback'])
    expect(screen.queryByText('Deleted')).toBeNull()
  })

  it('never closes with timeout 0 and shows no progress bar', () => {
    show({ title: 'Sticky', timeout: 0 })
    advance(60_000)
    expect(screen.queryByText('Sticky')).not.toBeNull()
    expect(screen.queryByTestId('toast-progress')).toBeNull()
  })

  it('uses role=alert for the alert colour', () => {
    const item = show({ title: 'Failed', color: 'alert' })
    expect(item.textContent).toContain('Failed')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the newest toast first and hides the close button on request', () => {
    show({ title: 'Old' })
    act(() => void store.add({ title: 'New', closeButton: false }))
    const items = screen.getAllByRole('status')
    expect(items.map((li) => li.textContent)).toEqual(['New', 'Old'])
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1)
  })

  it('renders an empty region on the server', () => {
    store.add({ title: 'Client only' })
    const html = renderToString(<Toaster labels={labels} store={store} />)
    expect(html).toContain('aria-label="Notifications"')
    expect(html).not.toContain('Client only')
  })
})

describe('the app-wide toast singleton', () => {
  it('drives a Toaster without a store prop', () => {
    render(<Toaster labels={labels} />)
    let id: string | number = ''
    act(() => void (id = toast.add({ title: 'Global' })))
    expect(screen.getByRole('status').textContent).toBe('Global')
    act(() => toast.remove(id))
    expect(screen.queryByRole('status')).toBeNull()
    toast.clear()
  })
})

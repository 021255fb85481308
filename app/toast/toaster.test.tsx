// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, toast, type ToastStore } from './toast-store'
import { loadToastItem, Toaster } from './toaster'
import type { ToastInput } from './toast-types'

const labels = { region: 'Notifications', close: 'Close' }
let store: ToastStore

/** Adds a toast and waits for the toasts' module, which loads with the first one. */
async function add(input: ToastInput, target = store) {
  let id: string | number = ''
  await act(async () => {
    id = target.add(input)
    await loadToastItem()
  })
  return id
}

async function show(input: ToastInput) {
  render(<Toaster labels={labels} store={store} />)
  await add(input)
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
  it('renders a labelled region whose toasts are live regions of their own', async () => {
    render(<Toaster labels={labels} store={store} />)
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(region.tagName).toBe('SECTION')
    await add({ title: 'Saved' })
    expect(region.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull()
  })

  it('closes after 5000 ms, not before', async () => {
    const callback = vi.fn()
    const item = await show({ title: 'Saved', callback })
    expect(item.getAttribute('aria-live')).toBe('polite')
    expect(item.getAttribute('aria-atomic')).toBe('true')
    advance(4999)
    expect(screen.queryByText('Saved')).not.toBeNull()
    advance(1)
    expect(screen.queryByText('Saved')).toBeNull()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('pauses on hover and resumes with the remaining time', async () => {
    const item = await show({ title: 'Saved' })
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

  it('pauses while focus is inside and resumes on blur', async () => {
    await show({ title: 'Saved' })
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

  it('closes on the close button and calls the callback', async () => {
    const callback = vi.fn()
    await show({ title: 'Saved', callback })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Saved')).toBeNull()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('runs an action, then closes', async () => {
    const order: string[] = []
    await show({ title: 'Deleted', callback: () => order.push('callback'), actions: [{ label: 'Undo', onClick: () => order.push('undo') }] })
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(order).toEqual(['undo', 'callback'])
    expect(screen.queryByText('Deleted')).toBeNull()
  })

  it('never closes with timeout 0 and shows no progress bar', async () => {
    await show({ title: 'Sticky', timeout: 0 })
    advance(60_000)
    expect(screen.queryByText('Sticky')).not.toBeNull()
    expect(screen.queryByTestId('toast-progress')).toBeNull()
  })

  it('uses role=alert for the alert colour', async () => {
    const item = await show({ title: 'Failed', color: 'alert' })
    expect(item.textContent).toContain('Failed')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the newest toast first and hides the close button on request', async () => {
    await show({ title: 'Old' })
    await add({ title: 'New', closeButton: false })
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
  it('drives a Toaster without a store prop', async () => {
    render(<Toaster labels={labels} />)
    const id = await add({ title: 'Global' }, toast)
    expect(screen.getByRole('status').textContent).toBe('Global')
    act(() => toast.remove(id))
    expect(screen.queryByRole('status')).toBeNull()
    toast.clear()
  })
})

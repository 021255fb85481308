// @vitest-environment happy-dom
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Icon } from './icon'

describe('Icon', () => {
  it('renders a known icon from its own bundled file', () => {
    const { container } = render(<Icon name="lucide:sun" />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/lucide--sun.*#icon$/)
  })

  it('is 1em by default and takes a size', () => {
    const { container } = render(
      <>
        <Icon name="lucide:sun" />
        <Icon name="simple-icons:whatsapp" size={24} />
      </>,
    )
    const [first, second] = container.querySelectorAll('svg')
    expect(first?.getAttribute('width')).toBe('1em')
    expect(first?.getAttribute('height')).toBe('1em')
    expect(second?.getAttribute('width')).toBe('24')
  })

  it('with a title is an image with that name', () => {
    render(<Icon name="lucide:globe" title="Language" />)
    expect(screen.getByRole('img', { name: 'Language' })).toBeTruthy()
  })

  it('shows an unknown name as text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(<Icon name="lucide:no-such-icon" className="size-4" />)
    const span = container.querySelector('[data-missing-icon]')
    expect(span?.textContent).toBe('lucide:no-such-icon')
    expect(span?.className).toBe('size-4')
    expect(container.querySelector('svg')).toBeNull()
  })

  it('warns once per unknown name in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<Icon name="lucide:warned-once" />)
    render(<Icon name="lucide:warned-once" />)
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

// Node APIs work under happy-dom too, so this lives here rather than in a second file.
describe('scripts/build-icons.js', () => {
  const root = path.resolve(import.meta.dirname, '../../..')

  it('has generated svg/*.svg and icon-names.ts from the current icons.json', () => {
    // Throws (failing the test) when --check exits non-zero; its message says what to run.
    expect(() => execFileSync('node', ['scripts/build-icons.js', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow()
  })
})

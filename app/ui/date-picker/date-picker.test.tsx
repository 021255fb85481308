// @vitest-environment happy-dom
import { CalendarDate, CalendarDateTime, parseDate, Time } from '@internationalized/date'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DatePickerField, YearGrid, type CalendarLabels } from './date-picker'

const labels: CalendarLabels = {
  chooseYear: 'Choose year',
  years: 'Years',
  previousYears: 'Previous years',
  nextYears: 'Next years',
}

/** The `data-type` of every date/time segment (role spinbutton), in order. */
// happy-dom fires `selectionchange` synchronously inside Selection.collapse(),
// and React Aria's date segments collapse the selection on `selectionchange`
// (browsers queue that event), which recurses forever under happy-dom. The
// collapse only matters for Android/Chrome input events, so skip it here.
beforeEach(() => {
  vi.spyOn(Selection.prototype, 'collapse').mockImplementation(() => {})
})

function segmentTypes(root: HTMLElement = document.body) {
  return within(root)
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('data-type'))
}

/**
 * What a plain HTML form submits under `name`. React Aria also renders an
 * autofill proxy input with `form=""`, which browsers leave out of the form
 * data but happy-dom includes after it; the submitted input comes first.
 */
function formValue(form: HTMLFormElement, name: string) {
  return new FormData(form).get(name)
}

describe('DatePickerField mode="single"', () => {
  it('is a labelled group of month/day/year segments (en-US) that submits an ISO date', () => {
    const { container } = render(
      <form>
        <DatePickerField
          mode="single"
          locale="en"
          label="Travel date"
          description="The day you fly out"
          name="travel"
          calendarLabels={labels}
          defaultValue={parseDate('2025-03-10')}
        />
      </form>,
    )
    expect(screen.getByText('Travel date')).toBeTruthy()
    const group = screen.getByRole('group', { name: 'Travel date' })
    const descriptions = (group.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(descriptions).toContain('The day you fly out')
    expect(segmentTypes(group)).toEqual(['month', 'day', 'year'])
    expect(screen.getByRole('button', { name: /calendar/i })).toBeTruthy()
    expect(formValue(container.querySelector('form')!, 'travel')).toBe('2025-03-10')
  })

  it('follows the Spanish order day/month/year for es', () => {
    render(<DatePickerField mode="single" locale="es" label="Fecha" calendarLabels={labels} />)
    expect(screen.getByText('Fecha')).toBeTruthy()
    expect(segmentTypes()).toEqual(['day', 'month', 'year'])
  })

  it('opens a localised calendar where unavailable days are struck through and the year grid sets the year', async () => {
    const user = userEvent.setup()
    render(
      <DatePickerField
        mode="single"
        locale="en"
        label="Appointment"
        calendarLabels={labels}
        defaultValue={parseDate('2025-03-10')}
        isDateUnavailable={(date) => date.day === 12}
      />,
    )
    await user.click(screen.getByRole('button', { name: /calendar/i }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading').textContent).toBe('March 2025')
    // en-US weeks start on Sunday.
    expect(dialog.querySelector('th')?.textContent).toBe('Sun')
    const unavailable = dialog.querySelector('[data-unavailable]')
    expect(unavailable?.textContent).toBe('12')
    expect(unavailable?.className).toContain('line-through')
    const selected = dialog.querySelector('[data-selected]')
    expect(selected?.textContent).toBe('10')
    expect(selected?.className).toMatch(/\bbg-accent\b/)
    expect(selected?.className).toMatch(/\btext-on-accent\b/)

    await user.click(within(dialog).getByRole('button', { name: 'Choose year' }))
    const years = within(dialog).getByRole('grid', { name: 'Years' })
    expect(within(years).getAllByRole('button')).toHaveLength(12)
    expect(within(years).getByRole('button', { name: '2025' }).closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true')
    // Focus moves to the selected year; Escape closes the year grid only.
    expect(document.activeElement?.textContent).toBe('2025')
    await user.keyboard('{Escape}')
    expect(within(dialog).queryByRole('grid', { name: 'Years' })).toBeNull()
    expect(screen.getByRole('dialog')).toBe(dialog)

    await user.click(within(dialog).getByRole('button', { name: 'Choose year' }))
    await user.click(within(dialog).getByRole('button', { name: 'Next years' }))
    await user.click(within(dialog).getByRole('button', { name: '2031' }))
    expect(within(dialog).queryByRole('grid', { name: 'Years' })).toBeNull()
    expect(within(dialog).getByRole('heading').textContent).toBe('March 2031')
    // Back on the day grid, focus is on the same day of the chosen year.
    expect(document.activeElement?.textContent).toBe('10')
  })

  it('formats the calendar in Spanish with Monday first for es', async () => {
    const user = userEvent.setup()
    render(<DatePickerField mode="single" locale="es" label="Fecha" calendarLabels={labels} defaultValue={parseDate('2025-03-10')} />)
    await user.click(screen.getByRole('button', { name: /calendario/i }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading').textContent).toMatch(/marzo de 2025/)
    expect(dialog.querySelector('th')?.textContent).toMatch(/^lun/)
  })
})

describe('DatePickerField mode="range"', () => {
  it('has start and end segments and submits both ends', () => {
    const { container } = render(
      <form>
        <DatePickerField
          mode="range"
          locale="en"
          label="Stay"
          name="stay"
          calendarLabels={labels}
          defaultValue={{ start: parseDate('2025-03-10'), end: parseDate('2025-03-20') }}
        />
      </form>,
    )
    const group = screen.getByRole('group', { name: 'Stay' })
    expect(segmentTypes(group)).toEqual(['month', 'day', 'year', 'month', 'day', 'year'])
    const form = container.querySelector('form')!
    expect(formValue(form, 'stay-start')).toBe('2025-03-10')
    expect(formValue(form, 'stay-end')).toBe('2025-03-20')
  })

  it('swaps an end typed before the start when focus leaves the field', () => {
    const { container } = render(
      <form>
        <DatePickerField
          mode="range"
          locale="en"
          label="Stay"
          startName="from"
          endName="to"
          calendarLabels={labels}
          defaultValue={{ start: parseDate('2025-03-20'), end: parseDate('2025-03-10') }}
        />
      </form>,
    )
    const [first] = screen.getAllByRole('spinbutton')
    act(() => first!.focus())
    act(() => first!.blur())
    const form = container.querySelector('form')!
    expect(formValue(form, 'from')).toBe('2025-03-10')
    expect(formValue(form, 'to')).toBe('2025-03-20')
  })

  it('reports a normalised range to onChange and swaps the fields on blur', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { container } = render(
      <form>
        <DatePickerField
          mode="range"
          locale="en"
          label="Stay"
          name="stay"
          calendarLabels={labels}
          defaultValue={{ start: parseDate('2025-03-10'), end: parseDate('2025-03-11') }}
          onChange={onChange}
        />
      </form>,
    )
    // Move the end day two days back, before the start (the 10th).
    const endDay = screen.getAllByRole('spinbutton').filter((s) => s.getAttribute('data-type') === 'day')[1]!
    act(() => endDay.focus())
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const last = onChange.mock.calls.at(-1)?.[0] as { start: CalendarDate; end: CalendarDate }
    expect([last.start.toString(), last.end.toString()]).toEqual(['2025-03-09', '2025-03-10'])
    act(() => endDay.blur())
    const form = container.querySelector('form')!
    expect(formValue(form, 'stay-start')).toBe('2025-03-09')
    expect(formValue(form, 'stay-end')).toBe('2025-03-10')
  })
})

describe('DatePickerField mode="datetime"', () => {
  const value = new CalendarDateTime(2025, 3, 10, 14, 30)

  it('shows date and hour/minute segments by default, with AM/PM in 12-hour', () => {
    render(<DatePickerField mode="datetime" locale="en" label="Call" calendarLabels={labels} hourCycle={12} defaultValue={value} />)
    expect(screen.getByText('Call')).toBeTruthy()
    expect(segmentTypes()).toEqual(['month', 'day', 'year', 'hour', 'minute', 'dayPeriod'])
  })

  it('has no AM/PM segment in 24-hour', () => {
    const { container } = render(
      <DatePickerField mode="datetime" locale="en" label="Call" calendarLabels={labels} hourCycle={24} defaultValue={value} />,
    )
    expect(segmentTypes()).toEqual(['month', 'day', 'year', 'hour', 'minute'])
    expect(container.querySelector('[data-type="dayPeriod"]')).toBeNull()
    expect(screen.getAllByRole('spinbutton').find((s) => s.getAttribute('data-type') === 'hour')?.textContent).toBe('14')
  })

  it('maps granularity 1 to hours only and 3 to seconds', () => {
    const { unmount } = render(<DatePickerField mode="datetime" locale="es" label="Cita" calendarLabels={labels} granularity={1} />)
    expect(segmentTypes()).toEqual(['day', 'month', 'year', 'hour'])
    unmount()
    render(<DatePickerField mode="datetime" locale="es" label="Cita" calendarLabels={labels} granularity={3} />)
    expect(segmentTypes()).toEqual(['day', 'month', 'year', 'hour', 'minute', 'second'])
  })

  it('submits an ISO date-time under its name', () => {
    const { container } = render(
      <form>
        <DatePickerField mode="datetime" locale="en" label="Call" name="call" calendarLabels={labels} defaultValue={value} />
      </form>,
    )
    expect(formValue(container.querySelector('form')!, 'call')).toBe('2025-03-10T14:30:00')
  })
})

describe('DatePickerField mode="time"', () => {
  it('is a labelled hour/minute field with AM/PM in 12-hour', () => {
    render(<DatePickerField mode="time" locale="en" label="Pick-up time" hourCycle={12} />)
    expect(screen.getByRole('group', { name: 'Pick-up time' })).toBeTruthy()
    expect(segmentTypes()).toEqual(['hour', 'minute', 'dayPeriod'])
  })

  it('has no AM/PM segment in 24-hour', () => {
    const { container } = render(<DatePickerField mode="time" locale="en" label="Pick-up time" hourCycle={24} />)
    expect(segmentTypes()).toEqual(['hour', 'minute'])
    expect(container.querySelector('[data-type="dayPeriod"]')).toBeNull()
  })

  it('defaults the hour cycle from the locale (en 12-hour, es 24-hour)', () => {
    const { unmount } = render(<DatePickerField mode="time" locale="en" label="Time" />)
    expect(segmentTypes()).toContain('dayPeriod')
    unmount()
    render(<DatePickerField mode="time" locale="es" label="Hora" />)
    expect(segmentTypes()).toEqual(['hour', 'minute'])
  })

  it('supports seconds and submits the time under its name', () => {
    const { container } = render(
      <form>
        <DatePickerField mode="time" locale="es" label="Hora" name="at" granularity={3} defaultValue={new Time(9, 5, 7)} />
      </form>,
    )
    expect(segmentTypes()).toEqual(['hour', 'minute', 'second'])
    expect(formValue(container.querySelector('form')!, 'at')).toBe('09:05:07')
  })
})

describe('YearGrid', () => {
  const props = { label: 'Years', previousPageLabel: 'Previous years', nextPageLabel: 'Next years' }

  it('shows the 12 years of the page, marks the selected one and has one tab stop', () => {
    render(<YearGrid {...props} year={2025} onSelect={() => {}} />)
    const grid = screen.getByRole('grid', { name: 'Years' })
    const buttons = within(grid).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual([
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
    ])
    expect(buttons.filter((b) => b.tabIndex === 0).map((b) => b.textContent)).toEqual(['2025'])
    expect(within(grid).getAllByRole('row')).toHaveLength(3)
  })

  it('is keyboard usable: arrows, Page Down and Enter', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<YearGrid {...props} year={2025} onSelect={onSelect} />)
    await user.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Previous years')
    await user.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Next years')
    await user.tab()
    expect(document.activeElement?.textContent).toBe('2025')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('2026')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('2030')
    await user.keyboard('{PageDown}')
    expect(document.activeElement?.textContent).toBe('2042')
    expect(screen.getByRole('button', { name: '2040' })).toBeTruthy()
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith(2042)
  })

  it('pages with the previous/next buttons and does not pick years outside the bounds', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<YearGrid {...props} year={2025} minYear={2020} onSelect={onSelect} />)
    await user.click(screen.getByRole('button', { name: 'Previous years' }))
    expect(screen.getByRole('button', { name: '2004' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '2010' }))
    expect(screen.getByRole('button', { name: '2010' }).getAttribute('aria-disabled')).toBe('true')
    expect(onSelect).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Next years' }))
    await user.click(screen.getByRole('button', { name: '2021' }))
    expect(onSelect).toHaveBeenCalledWith(2021)
  })
})

import clsx from 'clsx'
import { useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  RangeCalendarStateContext,
  Text,
  TimeField,
  type CalendarCellRenderProps,
  type DateRange,
  type DateValue,
  type TimeValue,
  type ValidationResult,
} from 'react-aria-components'
import { Icon } from '~/ui/icon/icon'
import { isReversedRange, normalizeRangeValue } from './range'
import { granularityOf, type TimeGranularity } from './time'
import { yearPage, YEARS_PER_PAGE } from './year-grid'

/* ------------------------------------------------------------------------ */
/* Props                                                                    */
/* ------------------------------------------------------------------------ */

/** The app's locales and the BCP 47 locale React Aria formats with. */
export const ARIA_LOCALES = { en: 'en-US', es: 'es-ES' } as const
export type AppLocale = keyof typeof ARIA_LOCALES

/**
 * Accessible names for the calendar popover's own controls. React Aria already
 * localises the calendar button ("Calendar") and the month arrows ("Previous",
 * "Next"); pass the optional ones only to override them.
 */
export type CalendarLabels = {
  /** Button that swaps the day grid for the year grid, e.g. "Choose year". */
  chooseYear: string
  /** Name of the year grid, e.g. "Years". */
  years: string
  /** Previous page of 12 years, e.g. "Previous years". */
  previousYears: string
  /** Next page of 12 years, e.g. "Next years". */
  nextYears: string
  openCalendar?: string
  previousMonth?: string
  nextMonth?: string
}

type FieldBase = {
  /** 'en' formats as en-US (Sunday first, 12-hour), 'es' as es-ES (Monday first, 24-hour). */
  locale: AppLocale
  /** Visible label. */
  label: string
  /** Help text under the field. */
  description?: string
  /** Error text; by default the browser/React Aria validation message is shown. */
  errorMessage?: string | ((validation: ValidationResult) => string)
  isRequired?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  isInvalid?: boolean
  autoFocus?: boolean
  /** Class of the outer wrapper. */
  className?: string
}

type DateModeBase = FieldBase & {
  value?: DateValue | null
  defaultValue?: DateValue | null
  onChange?: (value: DateValue | null) => void
  /** Name of the hidden input submitted with a plain HTML form (ISO 8601 value). */
  name?: string
  minValue?: DateValue
  maxValue?: DateValue
  /** Greys out (strikes through) days that cannot be picked, e.g. without free hours. */
  isDateUnavailable?: (date: DateValue) => boolean
  calendarLabels: CalendarLabels
}

export type SingleDatePickerProps = DateModeBase & { mode: 'single' }

export type DateTimePickerProps = DateModeBase & {
  mode: 'datetime'
  /** 12 or 24 hours; by default the locale's. */
  hourCycle?: 12 | 24
  /** 1 = hours, 2 = minutes (default), 3 = seconds. */
  granularity?: TimeGranularity
}

export type RangePickerProps = FieldBase & {
  mode: 'range'
  value?: DateRange | null
  defaultValue?: DateRange | null
  /** Always called with a normalised range (start never after end). */
  onChange?: (value: DateRange | null) => void
  /** Base name: the hidden inputs are `${name}-start` and `${name}-end` unless startName/endName are given. */
  name?: string
  startName?: string
  endName?: string
  minValue?: DateValue
  maxValue?: DateValue
  isDateUnavailable?: (date: DateValue) => boolean
  /** With isDateUnavailable: whether a range may span unavailable days. */
  allowsNonContiguousRanges?: boolean
  calendarLabels: CalendarLabels
}

export type TimePickerProps = FieldBase & {
  mode: 'time'
  value?: TimeValue | null
  defaultValue?: TimeValue | null
  onChange?: (value: TimeValue | null) => void
  name?: string
  minValue?: TimeValue
  maxValue?: TimeValue
  hourCycle?: 12 | 24
  granularity?: TimeGranularity
}

export type DatePickerFieldProps = SingleDatePickerProps | DateTimePickerProps | RangePickerProps | TimePickerProps

/* ------------------------------------------------------------------------ */
/* Styles                                                                   */
/* ------------------------------------------------------------------------ */

const focusRing = 'outline-none data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus'

const styles = {
  field: 'flex flex-col gap-1.5 text-ink',
  label: 'text-sm font-medium text-ink',
  description: 'text-sm text-ink-muted',
  error: 'text-sm font-medium text-alert',
  group:
    'flex w-full min-w-0 items-center gap-1 rounded-lg border border-line bg-surface py-1.5 ps-3 pe-1.5 text-ink shadow-sm transition-colors ' +
    'focus-within:border-accent data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus ' +
    'data-invalid:border-alert data-disabled:opacity-60 dark:shadow-none',
  input: 'flex min-w-0 flex-wrap items-center tabular-nums',
  segment:
    'rounded px-0.5 text-end caret-transparent outline-none tabular-nums ' +
    'data-placeholder:text-ink-muted data-[type=literal]:px-0 data-[type=literal]:text-ink-muted ' +
    'focus:bg-accent focus:text-on-accent data-invalid:text-alert data-invalid:focus:bg-alert data-invalid:focus:text-white',
  iconButton:
    'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink ' +
    'data-pressed:bg-surface-muted data-disabled:opacity-40 ' +
    focusRing,
  popover: 'w-max max-w-[calc(100vw-1rem)] rounded-2xl border border-line bg-surface p-3 text-ink shadow-xl outline-none dark:shadow-black/50',
  heading: 'flex-1 text-center text-sm font-semibold text-ink first-letter:uppercase',
} as const

function cellClassName(isRange: boolean) {
  return ({
    isSelected,
    isSelectionStart,
    isSelectionEnd,
    isUnavailable,
    isDisabled,
    isInvalid,
    isFocusVisible,
    isHovered,
    isToday,
    isOutsideMonth,
  }: CalendarCellRenderProps) => {
    const isRangeMiddle = isRange && isSelected && !isSelectionStart && !isSelectionEnd
    const isEnd = isSelected && !isRangeMiddle
    return clsx(
      'flex size-9 cursor-default items-center justify-center text-sm tabular-nums outline-none',
      isRangeMiddle ? 'rounded-none' : 'rounded-full',
      isOutsideMonth && 'invisible',
      isEnd && !isInvalid && 'bg-accent font-semibold text-on-accent',
      isRangeMiddle && !isInvalid && 'bg-accent-soft text-ink',
      isSelected && isInvalid && 'bg-alert text-white',
      !isSelected && isHovered && !isDisabled && !isUnavailable && 'bg-surface-muted',
      !isSelected && isToday && 'font-bold text-accent ring-1 ring-inset ring-accent',
      // Unavailable days stay focusable, so they keep enough contrast (ink-muted).
      isUnavailable && 'cursor-not-allowed text-ink-muted line-through decoration-2',
      isDisabled && 'opacity-40',
      isFocusVisible && 'outline-2 outline-offset-2 outline-focus',
    )
  }
}

/* ------------------------------------------------------------------------ */
/* Year grid                                                                */
/* ------------------------------------------------------------------------ */

const YEAR_COLUMNS = 4

export type YearGridProps = {
  /** The selected (calendar's focused) year. */
  year: number
  onSelect: (year: number) => void
  /** Accessible name of the grid, e.g. "Years". */
  label: string
  previousPageLabel: string
  nextPageLabel: string
  /** Years outside [minYear, maxYear] are shown but cannot be picked. */
  minYear?: number
  maxYear?: number
  /** Move focus to the selected year when mounted. */
  autoFocus?: boolean
  className?: string
}

/**
 * An accessible grid of 12 years (a page aligned to multiples of 12) with
 * previous/next page buttons. One roving tab stop; arrow keys move by one year
 * or one row, Home/End go to the page's first/last year, PageUp/PageDown turn
 * the page, Enter/Space pick the year.
 */
export function YearGrid({
  year,
  onSelect,
  label,
  previousPageLabel,
  nextPageLabel,
  minYear = -Infinity,
  maxYear = Infinity,
  autoFocus = false,
  className,
}: YearGridProps) {
  const [focusedYear, setFocusedYear] = useState(year)
  const [lastYear, setLastYear] = useState(year)
  if (year !== lastYear) {
    setLastYear(year)
    setFocusedYear(year)
  }
  const shouldFocus = useRef(autoFocus)
  const buttons = useRef(new Map<number, HTMLButtonElement>())

  useEffect(() => {
    if (!shouldFocus.current) return
    shouldFocus.current = false
    buttons.current.get(focusedYear)?.focus()
  }, [focusedYear])

  const years = yearPage(focusedYear)
  const first = years[0] ?? focusedYear
  const last = years[years.length - 1] ?? focusedYear
  const isAllowed = (y: number) => y >= minYear && y <= maxYear
  const rows = Array.from({ length: YEARS_PER_PAGE / YEAR_COLUMNS }, (_, r) => years.slice(r * YEAR_COLUMNS, (r + 1) * YEAR_COLUMNS))

  function moveFocus(to: number) {
    shouldFocus.current = true
    setFocusedYear(to)
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -YEAR_COLUMNS,
      ArrowDown: YEAR_COLUMNS,
      PageUp: -YEARS_PER_PAGE,
      PageDown: YEARS_PER_PAGE,
      Home: first - focusedYear,
      End: last - focusedYear,
    }
    const delta = moves[event.key]
    if (delta === undefined) return
    event.preventDefault()
    event.stopPropagation()
    moveFocus(focusedYear + delta)
  }

  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Button slot={null} aria-label={previousPageLabel} className={styles.iconButton} onPress={() => setFocusedYear(focusedYear - YEARS_PER_PAGE)}>
          <Icon name="lucide:chevron-left" />
        </Button>
        <span className="text-sm font-medium tabular-nums text-ink-muted" aria-live="polite">
          {first} – {last}
        </span>
        <Button slot={null} aria-label={nextPageLabel} className={styles.iconButton} onPress={() => setFocusedYear(focusedYear + YEARS_PER_PAGE)}>
          <Icon name="lucide:chevron-right" />
        </Button>
      </div>
      <div role="grid" aria-label={label} className="grid gap-1">
        {rows.map((row) => (
          <div role="row" key={row[0]} className="grid grid-cols-4 gap-1">
            {row.map((y) => {
              const selected = y === year
              const allowed = isAllowed(y)
              return (
                <div role="gridcell" key={y} aria-selected={selected}>
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) buttons.current.set(y, el)
                      else buttons.current.delete(y)
                    }}
                    tabIndex={y === focusedYear ? 0 : -1}
                    aria-disabled={allowed ? undefined : true}
                    onFocus={() => setFocusedYear(y)}
                    onKeyDown={onKeyDown}
                    onClick={() => {
                      if (allowed) onSelect(y)
                    }}
                    className={clsx(
                      'w-full rounded-lg px-2 py-2 text-sm tabular-nums outline-none',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                      selected ? 'bg-accent font-semibold text-on-accent' : 'text-ink hover:bg-surface-muted',
                      !allowed && 'cursor-not-allowed opacity-40 hover:bg-transparent',
                    )}
                  >
                    {y}
                  </button>
                </div>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}

/* ------------------------------------------------------------------------ */
/* Calendar popover                                                         */
/* ------------------------------------------------------------------------ */

/** The body of a Calendar or RangeCalendar: month header, day grid, year grid. */
function CalendarContent({ labels, isRange }: { labels: CalendarLabels; isRange: boolean }) {
  const single = useContext(CalendarStateContext)
  const range = useContext(RangeCalendarStateContext)
  const state = single ?? range
  const [view, setView] = useState<'days' | 'years'>('days')
  if (!state) return null
  const showYears = view === 'years'

  function pickYear(year: number) {
    if (!state) return
    state.setFocusedDate(state.focusedDate.set({ year }))
    setView('days')
    // Focus returns to the (new) focused day of the grid.
    state.setFocused(true)
  }

  return (
    <div className="flex w-72 flex-col gap-2">
      <header className="flex items-center gap-1">
        {!showYears && (
          <Button slot="previous" aria-label={labels.previousMonth} className={styles.iconButton}>
            <Icon name="lucide:chevron-left" />
          </Button>
        )}
        <Heading className={styles.heading} />
        <Button
          slot={null}
          aria-label={labels.chooseYear}
          aria-expanded={showYears}
          className={styles.iconButton}
          onPress={() => setView(showYears ? 'days' : 'years')}
        >
          <Icon name="lucide:chevron-down" className={clsx('transition-transform', showYears && 'rotate-180')} />
        </Button>
        {!showYears && (
          <Button slot="next" aria-label={labels.nextMonth} className={styles.iconButton}>
            <Icon name="lucide:chevron-right" />
          </Button>
        )}
      </header>
      {showYears ? (
        // Not itself interactive: it catches the Escape that bubbles up from the year grid's buttons.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          onKeyDown={(event) => {
            // Escape closes the year grid, not the whole popover.
            if (event.key === 'Escape') {
              event.stopPropagation()
              setView('days')
            }
          }}
        >
          <YearGrid
            year={state.focusedDate.year}
            onSelect={pickYear}
            label={labels.years}
            previousPageLabel={labels.previousYears}
            nextPageLabel={labels.nextYears}
            minYear={state.minValue?.year}
            maxYear={state.maxValue?.year}
            autoFocus
          />
        </div>
      ) : (
        <CalendarGrid weekdayStyle="short" className="mx-auto border-collapse">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className="pb-1 text-xs font-medium text-ink-muted">{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClassName(isRange)} />}</CalendarGridBody>
        </CalendarGrid>
      )}
    </div>
  )
}

function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover placement="bottom start" offset={6} className={styles.popover}>
      <Dialog className="outline-none">{children}</Dialog>
    </Popover>
  )
}

function CalendarButton({ label }: { label?: string }) {
  return (
    <Button aria-label={label} className={clsx(styles.iconButton, 'ms-auto')}>
      <Icon name="lucide:calendar" />
    </Button>
  )
}

function Segments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.input}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  )
}

function HelpText({ description, errorMessage }: Pick<FieldBase, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  )
}

/* ------------------------------------------------------------------------ */
/* Modes                                                                    */
/* ------------------------------------------------------------------------ */

type DateModeProps = Omit<DateModeBase, 'locale'> & {
  mode: 'single' | 'datetime'
  granularity?: 'day' | 'hour' | 'minute' | 'second'
  hourCycle?: 12 | 24
}

function DateMode({ label, description, errorMessage, calendarLabels, className, mode, ...rest }: DateModeProps) {
  return (
    <DatePicker {...rest} data-mode={mode} className={clsx(styles.field, className)}>
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <Segments />
        <CalendarButton label={calendarLabels.openCalendar} />
      </Group>
      <HelpText description={description} errorMessage={errorMessage} />
      <CalendarPopover>
        <Calendar className="outline-none">
          <CalendarContent labels={calendarLabels} isRange={false} />
        </Calendar>
      </CalendarPopover>
    </DatePicker>
  )
}

function sameRange(a: DateRange | null, b: DateRange | null): boolean {
  if (!a || !b) return a === b
  return a.start.compare(b.start) === 0 && a.end.compare(b.end) === 0
}

function RangeMode(props: Omit<RangePickerProps, 'locale'>) {
  const {
    label,
    description,
    errorMessage,
    calendarLabels,
    className,
    mode,
    value,
    defaultValue,
    onChange,
    name,
    startName = name ? `${name}-start` : undefined,
    endName = name ? `${name}-end` : undefined,
    ...rest
  } = props
  // What the fields show. While someone is typing, an end before the start is
  // kept as typed (swapping mid-keystroke would scramble the segments); it is
  // swapped when focus leaves the field. onChange always gets the normalised range.
  const [raw, setRaw] = useState<DateRange | null>(value ?? defaultValue ?? null)
  const [lastValue, setLastValue] = useState(value)
  if (value !== lastValue) {
    setLastValue(value)
    if (value !== undefined && !sameRange(value, normalizeRangeValue(raw))) setRaw(value)
  }

  return (
    <DateRangePicker
      {...rest}
      startName={startName}
      endName={endName}
      value={raw}
      onChange={(next) => {
        setRaw(next)
        onChange?.(normalizeRangeValue(next))
      }}
      onBlur={() => {
        if (isReversedRange(raw)) setRaw(normalizeRangeValue(raw))
      }}
      data-mode={mode}
      className={clsx(styles.field, className)}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <Segments slot="start" />
        <span aria-hidden="true" className="px-1 text-ink-muted">
          –
        </span>
        <Segments slot="end" />
        <CalendarButton label={calendarLabels.openCalendar} />
      </Group>
      <HelpText description={description} errorMessage={errorMessage} />
      <CalendarPopover>
        <RangeCalendar className="outline-none">
          <CalendarContent labels={calendarLabels} isRange />
        </RangeCalendar>
      </CalendarPopover>
    </DateRangePicker>
  )
}

function TimeMode({ label, description, errorMessage, className, mode, granularity, ...rest }: Omit<TimePickerProps, 'locale'>) {
  return (
    <TimeField {...rest} granularity={granularityOf(granularity)} data-mode={mode} className={clsx(styles.field, className)}>
      <Label className={styles.label}>{label}</Label>
      <DateInput className={clsx(styles.group, 'py-2 pe-3')}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
      <HelpText description={description} errorMessage={errorMessage} />
    </TimeField>
  )
}

/**
 * A localised, keyboard- and screen-reader-usable date/time field on React Aria.
 * `mode`: 'single' (a date), 'range' (start–end, never reversed), 'datetime'
 * (date and time), 'time' (time only). Inside a plain HTML form it submits
 * ISO 8601 values under `name` (range: `startName`/`endName`).
 */
export function DatePickerField({ locale, ...props }: DatePickerFieldProps) {
  let field: ReactNode
  switch (props.mode) {
    case 'range':
      field = <RangeMode {...props} />
      break
    case 'time':
      field = <TimeMode {...props} />
      break
    case 'datetime': {
      const { granularity, ...rest } = props
      field = <DateMode {...rest} granularity={granularityOf(granularity)} />
      break
    }
    default:
      field = <DateMode {...props} />
  }
  return <I18nProvider locale={ARIA_LOCALES[locale]}>{field}</I18nProvider>
}

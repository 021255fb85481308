import { describe, expect, it } from 'vitest'
import { clampTime, DEFAULT_TIME_GRANULARITY, granularityOf, TIME_BOUNDS } from './time'

describe('TIME_BOUNDS', () => {
  it('are the inclusive bounds of each unit', () => {
    expect(TIME_BOUNDS).toEqual({ hours: [0, 23], minutes: [0, 59], seconds: [0, 59], milliseconds: [0, 999] })
  })
})

describe('clampTime', () => {
  it('keeps a time that is within bounds', () => {
    expect(clampTime({ hours: 13, minutes: 45, seconds: 30, milliseconds: 500 })).toEqual({
      hours: 13,
      minutes: 45,
      seconds: 30,
      milliseconds: 500,
    })
  })

  it('keeps the bounds themselves', () => {
    expect(clampTime({ hours: 0, minutes: 0, seconds: 0, milliseconds: 0 })).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 0,
      milliseconds: 0,
    })
    expect(clampTime({ hours: 23, minutes: 59, seconds: 59, milliseconds: 999 })).toEqual({
      hours: 23,
      minutes: 59,
      seconds: 59,
      milliseconds: 999,
    })
  })

  it('clamps values above the upper bound', () => {
    expect(clampTime({ hours: 24, minutes: 60, seconds: 75, milliseconds: 1000 })).toEqual({
      hours: 23,
      minutes: 59,
      seconds: 59,
      milliseconds: 999,
    })
  })

  it('clamps negative values to 0', () => {
    expect(clampTime({ hours: -1, minutes: -30, seconds: -5, milliseconds: -1 })).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 0,
      milliseconds: 0,
    })
  })

  it('truncates fractions, fills missing units with 0, treats NaN as 0 and clamps infinities', () => {
    expect(clampTime({ hours: 9.9, minutes: Number.NaN })).toEqual({ hours: 9, minutes: 0, seconds: 0, milliseconds: 0 })
    expect(clampTime({ hours: Infinity, minutes: -Infinity, seconds: 12 })).toEqual({
      hours: 23,
      minutes: 0,
      seconds: 12,
      milliseconds: 0,
    })
  })

  it('does not mutate its input', () => {
    const input = { hours: 30, minutes: 10, seconds: 0, milliseconds: 0 }
    clampTime(input)
    expect(input.hours).toBe(30)
  })
})

describe('granularityOf', () => {
  it('maps 1/2/3 to hour/minute/second', () => {
    expect(granularityOf(1)).toBe('hour')
    expect(granularityOf(2)).toBe('minute')
    expect(granularityOf(3)).toBe('second')
  })

  it('defaults to hours and minutes', () => {
    expect(DEFAULT_TIME_GRANULARITY).toBe(2)
    expect(granularityOf()).toBe('minute')
  })
})

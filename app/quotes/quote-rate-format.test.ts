import { describe, expect, it } from 'vitest'
import { formatRate, rateSourceKind, readableInverse } from './quote-rate-format'

describe('rateSourceKind', () => {
  it('reads the ECB’s, Claravia’s and a cross of both', () => {
    expect(rateSourceKind('ecb')).toBe('ecb')
    expect(rateSourceKind('ecb+ecb')).toBe('ecb')
    expect(rateSourceKind('manual')).toBe('manual')
    expect(rateSourceKind('manual+manual')).toBe('manual')
    expect(rateSourceKind('ecb+manual')).toBe('cross')
    expect(rateSourceKind('manual+ecb')).toBe('cross')
  })
})

describe('formatRate', () => {
  it('writes the exact decimal with the locale’s separators, every digit kept', () => {
    expect(formatRate('1.0512', 'en')).toBe('1.0512')
    expect(formatRate('1.0512', 'es')).toBe('1,0512')
    expect(formatRate('0.000245098039216', 'es')).toBe('0,000245098039216')
    expect(formatRate('0.123456789012345678', 'en')).toBe('0.123456789012345678')
    expect(formatRate('4321.55', 'en')).toBe('4,321.55')
    // Spanish groups from five digits (CLDR's minimum grouping).
    expect(formatRate('4321.55', 'es')).toBe('4321,55')
    expect(formatRate('14321.5', 'es')).toBe('14.321,5')
    expect(formatRate('123456789012', 'en')).toBe('123,456,789,012')
    expect(formatRate('1', 'es')).toBe('1')
  })

  it('leaves anything that is not a plain decimal as it is', () => {
    expect(formatRate('1e-5', 'en')).toBe('1e-5')
  })

  it('gives a rate below 1 the other way round too, to two decimals, as people quote it', () => {
    expect(readableInverse('0.000240949340401')).toBe('4150.25')
    expect(readableInverse('0.951293759513')).toBe('1.05')
    expect(readableInverse('1.0512')).toBeUndefined()
    expect(readableInverse('1')).toBeUndefined()
    expect(formatRate(readableInverse('0.000240949340401')!, 'es')).toBe('4150,25')
  })
})

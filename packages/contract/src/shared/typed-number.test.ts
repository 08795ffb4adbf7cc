import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  NairaPrice,
  nairaSetting,
  notNaira,
  paymentHoldRule,
  readNumber,
  StockLevels,
  StoreSettingsChange,
} from '../index.ts'

/** The first message a schema answers, as the server sends it back. */
const refusal = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message

describe('numbers as people write them (issue 44)', () => {
  it.each([
    ['50000', 50_000],
    ['50,000', 50_000],
    ['₦50,000', 50_000],
    ['₦ 50,000', 50_000],
    ['  50,000  ', 50_000],
    ['1,234,567', 1_234_567],
    ['18,500.50', 18_500.5],
    ['₦12500.5', 12_500.5],
    ['0.07', 0.07],
    ['1999.99', 1999.99],
    ['0', 0],
    ['007', 7],
    ['-5', -5],
  ])('reads naira %j as %d', (typed, value) => {
    expect(readNumber(typed, 'naira')).toEqual({ value })
  })

  it.each([
    ['1e3', 'format'],
    ['0x10', 'format'],
    ['Infinity', 'format'],
    ['NaN', 'format'],
    ['+500', 'format'],
    ['3,50', 'format'],
    ['35,00', 'format'],
    ['50,0000', 'format'],
    ['5,000,00', 'format'],
    ['3 500', 'format'],
    ['3.', 'format'],
    ['.5', 'format'],
    ['50k', 'format'],
    ['N50,000', 'format'],
    ['', 'format'],
    ['   ', 'format'],
    ['12.345', 'decimals'],
    ['0.001', 'decimals'],
  ])('refuses naira %j (%s)', (typed, problem) => {
    expect(readNumber(typed, 'naira')).toEqual({ problem })
  })

  it('reads counts the same way, whole and without ₦', () => {
    expect(readNumber('1,000', 'count')).toEqual({ value: 1000 })
    expect(readNumber('12', 'count')).toEqual({ value: 12 })
    expect(readNumber('2.5', 'count')).toEqual({ problem: 'decimals' })
    expect(readNumber('12.0', 'count')).toEqual({ problem: 'decimals' })
    expect(readNumber('₦5', 'count')).toEqual({ problem: 'format' })
    expect(readNumber('1e3', 'count')).toEqual({ problem: 'format' })
  })

  it('takes numbers sent as numbers, whole kobo or whole units only', () => {
    expect(readNumber(2500.5, 'naira')).toEqual({ value: 2500.5 })
    expect(readNumber(0.07, 'naira')).toEqual({ value: 0.07 })
    expect(readNumber(12.345, 'naira')).toEqual({ problem: 'decimals' })
    expect(readNumber(3, 'count')).toEqual({ value: 3 })
    expect(readNumber(2.5, 'count')).toEqual({ problem: 'decimals' })
    expect(readNumber(Number.NaN, 'naira')).toEqual({ problem: 'format' })
    expect(readNumber(Number.POSITIVE_INFINITY, 'count')).toEqual({ problem: 'format' })
  })
})

describe('every number input shares the rule', () => {
  const typings = ['50000', '50,000', '₦50,000', 50_000]

  it.each(typings)('a setting in naira takes %j as ₦50,000', (typed) => {
    expect(StoreSettingsChange.parse({ deliveryFee: typed })).toEqual({ deliveryFee: 50_000 })
    expect(StoreSettingsChange.parse({ freeDeliveryOver: typed })).toEqual({
      freeDeliveryOver: 50_000,
    })
  })

  it.each(typings)('a product price takes %j as ₦50,000, in kobo', (typed) => {
    expect(NairaPrice.parse(typed)).toBe(5_000_000)
  })

  it('counts take "1,000" as they take 1000', () => {
    expect(StoreSettingsChange.parse({ lowStockThreshold: '1,000' })).toEqual({
      lowStockThreshold: 1000,
    })
    expect(StoreSettingsChange.parse({ paymentHoldMinutes: '45' })).toEqual({
      paymentHoldMinutes: 45,
    })
    expect(StockLevels.parse({ M: '1,200', L: 3 })).toEqual({ M: 1200, L: 3 })
  })

  it('refuses what is not a number with a message that says what to write', () => {
    for (const typed of ['1e3', '0x10', 'lots', '']) {
      expect(refusal(nairaSetting('The delivery fee'), typed)).toBe(
        'The delivery fee must be a number of naira, like 2500 or 2,500',
      )
      expect(refusal(NairaPrice, typed)).toBe('Enter the price in naira, like 12,500 or 12,500.50')
      expect(refusal(StockLevels, { M: typed })).toBe('Stock is a whole number from 0 to 100,000')
      expect(refusal(paymentHoldRule('The payment hold'), typed)).toBe(
        'The payment hold must be a whole number of minutes from 1 to 120',
      )
      expect(refusal(StoreSettingsChange, { lowStockThreshold: typed })).toBe(
        'The low-stock threshold must be a whole number of units',
      )
    }
  })

  it('refuses more decimals than kobo, and a negative amount by its range', () => {
    expect(refusal(nairaSetting('The zone’s fee'), '12.345')).toBe(
      'The zone’s fee must be naira with at most two decimals',
    )
    expect(refusal(NairaPrice, '12.345')).toBe('A price has at most two decimals (kobo)')
    expect(refusal(nairaSetting('The delivery fee'), '-5')).toBe(
      'The delivery fee must be 0 or more',
    )
    expect(refusal(NairaPrice, '-5')).toBe('A price is from ₦1 to ₦10,000,000')
    expect(refusal(StockLevels, { M: '2.5' })).toBe('Stock is a whole number from 0 to 100,000')
  })

  it('names a CSV cell that is no number as typed', () => {
    expect(notNaira(' 0x10 ')).toBe(
      '0x10 is not a number of naira: write digits with an optional decimal point, like 3500 or 3500.50 (or "3,500" in quotes)',
    )
    expect(notNaira('')).toMatch(/^nothing is not a number of naira/)
  })
})

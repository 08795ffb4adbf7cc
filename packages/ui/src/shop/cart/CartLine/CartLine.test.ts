import { describe, expect, it } from 'vitest'
import { quantityFromInput } from './CartLine.tsx'

describe('quantityFromInput (docs/product.md §4, §5)', () => {
  it('sets the number typed', () => {
    expect(quantityFromInput('3')).toBe(3)
    expect(quantityFromInput('12')).toBe(12)
    expect(quantityFromInput(' 7 ')).toBe(7)
  })

  it('ignores an empty box and 0', () => {
    expect(quantityFromInput('')).toBeNull()
    expect(quantityFromInput('0')).toBeNull()
    expect(quantityFromInput('00')).toBeNull()
  })

  it('ignores what is not a whole number from 1 up (the box has a minimum of 1)', () => {
    expect(quantityFromInput('-2')).toBeNull()
    expect(quantityFromInput('1.5')).toBeNull()
    expect(quantityFromInput('1e3')).toBeNull()
  })

  it('caps a line at 99', () => {
    expect(quantityFromInput('99')).toBe(99)
    expect(quantityFromInput('150')).toBe(99)
  })
})

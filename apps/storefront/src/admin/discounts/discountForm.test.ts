import {
  DISCOUNT_ADMIN_MESSAGES,
  DiscountCreateRequest,
  DiscountUpdateRequest,
} from '@adire/contract'
import { EMPTY_DISCOUNT_FORM } from '@adire/ui'
import { describe, expect, it } from 'vitest'
import { discountErrorsOf, discountRefusalOf, discountRequestOf } from './discountForm.ts'

describe('the discount editor’s request', () => {
  it('reads a new code as typed, empty limits as none, one use per customer', () => {
    const request = discountRequestOf(
      {
        ...EMPTY_DISCOUNT_FORM,
        code: 'sale10',
        kind: 'percent',
        percent: '10',
        minItems: '20,000',
      },
      { mode: 'new', locked: false },
    )
    expect(DiscountCreateRequest.parse(request)).toMatchObject({
      code: 'SALE10',
      kind: 'percent',
      percent: 10,
      minItems: 20000,
      maxUses: null,
      perCustomer: 1,
      startsOn: null,
    })
  })

  it('leaves a used code’s name, kind and figure out of an edit', () => {
    const request = discountRequestOf(
      { ...EMPTY_DISCOUNT_FORM, code: 'ADIRE10', kind: 'percent', percent: '99', maxUses: '150' },
      { mode: 'edit', locked: true },
    )
    expect(request).not.toHaveProperty('code')
    expect(request).not.toHaveProperty('percent')
    expect(DiscountUpdateRequest.parse(request)).toMatchObject({ maxUses: 150 })
  })

  it('puts each complaint at its field, the first of each', () => {
    const checked = DiscountCreateRequest.safeParse(
      discountRequestOf(
        { ...EMPTY_DISCOUNT_FORM, code: 'x', kind: 'amount', amount: '5,00', perCustomer: '0' },
        { mode: 'new', locked: false },
      ),
    )
    expect(checked.success).toBe(false)
    expect(discountErrorsOf(checked.error?.issues ?? [])).toEqual({
      code: DISCOUNT_ADMIN_MESSAGES.code,
      amount: DISCOUNT_ADMIN_MESSAGES.amount,
      perCustomer: DISCOUNT_ADMIN_MESSAGES.perCustomer,
    })
  })

  it('shows a refusal at a field the form offers, else above the button', () => {
    const taken = Object.assign(new Error(DISCOUNT_ADMIN_MESSAGES.codeTaken), { field: 'code' })
    expect(discountRefusalOf(taken, { mode: 'new', locked: false })).toEqual({
      errors: { code: DISCOUNT_ADMIN_MESSAGES.codeTaken },
    })
    const ended = Object.assign(new Error(DISCOUNT_ADMIN_MESSAGES.ended), { field: 'code' })
    expect(discountRefusalOf(ended, { mode: 'edit', locked: true })).toEqual({
      errors: {},
      alert: DISCOUNT_ADMIN_MESSAGES.ended,
    })
  })
})

import { DEPARTMENT_MESSAGES } from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { departmentRefusalOf } from './adminDepartments.ts'

describe('a refused department change', () => {
  it('shows a 400 about the name or the link name at that field', () => {
    expect(departmentRefusalOf(new ApiError(DEPARTMENT_MESSAGES.labelTaken, 400, 'label'))).toEqual(
      { label: DEPARTMENT_MESSAGES.labelTaken },
    )
    expect(departmentRefusalOf(new ApiError(DEPARTMENT_MESSAGES.slug, 400, 'slug'))).toEqual({
      slug: DEPARTMENT_MESSAGES.slug,
    })
  })

  it('shows anything else as the whole change’s message', () => {
    expect(departmentRefusalOf(new ApiError(DEPARTMENT_MESSAGES.hasProducts(3), 409))).toEqual({
      form: 'Move its 3 products to another department first',
    })
    // A 400 about no field the editor has (the order) is the change's, not a field's.
    expect(departmentRefusalOf(new ApiError(DEPARTMENT_MESSAGES.order, 400, 'ids'))).toEqual({
      form: DEPARTMENT_MESSAGES.order,
    })
    expect(departmentRefusalOf(undefined)).toEqual({
      form: 'Something went wrong. Please try again.',
    })
  })
})

import { DEPARTMENT_MESSAGES } from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { DEPARTMENT_ADMIN_TEXTS as T } from '../texts.ts'
import { checkDepartment } from './checks.ts'

describe('a department checked before sending', () => {
  it('needs a name, and a link name only when one is required', () => {
    expect(checkDepartment({ label: '  ', slug: '' }, { slugRequired: false })).toEqual({
      label: DEPARTMENT_MESSAGES.label,
    })
    expect(checkDepartment({ label: 'Dresses', slug: '' }, { slugRequired: false })).toBe(undefined)
    expect(checkDepartment({ label: 'Dresses', slug: ' ' }, { slugRequired: true })).toEqual({
      slug: DEPARTMENT_MESSAGES.slug,
    })
  })

  it('takes a link name of letters, digits and hyphens, starting with a letter or digit', () => {
    const slug = (value: string) =>
      checkDepartment({ label: 'Dresses', slug: value }, { slugRequired: false })
    expect(slug('Summer-dresses')).toBe(undefined)
    expect(slug('T-Shirt')).toBe(undefined)
    expect(slug('-dresses')).toEqual({ slug: DEPARTMENT_MESSAGES.slug })
    expect(slug('wraps & ties')).toEqual({ slug: DEPARTMENT_MESSAGES.slug })
    expect(slug('a'.repeat(41))).toEqual({ slug: DEPARTMENT_MESSAGES.slug })
  })

  it('refuses a name longer than the contract allows', () => {
    expect(checkDepartment({ label: 'x'.repeat(41), slug: '' }, { slugRequired: false })).toEqual({
      label: DEPARTMENT_MESSAGES.labelLength,
    })
  })
})

describe('the Departments screen’s words', () => {
  it('counts products as people say them', () => {
    expect(T.counts(0, 0)).toBe('No products')
    expect(T.counts(1, 0)).toBe('1 product, 0 live')
    expect(T.counts(12, 10)).toBe('12 products, 10 live')
    expect(T.keptWhileFull(1)).toBe('To remove it, first move its product to another department.')
  })

  it('writes a link as shoppers follow it', () => {
    expect(T.keepsOldLink('Hoodie')).toBe(
      'The old link, /collection?filter=Hoodie, keeps working: it leads here too.',
    )
  })
})

import type { CategoryId } from '@adire/contract'
import { fixtureProduct, fixtureProducts } from '@adire/mocks'
import { describe, expect, it } from 'vitest'
import { RELATED_PRODUCTS_LIMIT, relatedProducts } from './related.ts'

const item = (_id: string, category: CategoryId) => ({ _id, category })

describe('relatedProducts', () => {
  it('suggests only products of the same category', () => {
    const products = [item('a', 'Hoodie'), item('b', 'Polo'), item('c', 'Hoodie')]
    expect(relatedProducts(item('x', 'Hoodie'), products).map((p) => p._id)).toEqual(['a', 'c'])
  })

  it('never suggests the product itself', () => {
    const products = [item('a', 'Hoodie'), item('b', 'Hoodie')]
    expect(relatedProducts(item('a', 'Hoodie'), products).map((p) => p._id)).toEqual(['b'])
  })

  it('suggests at most 6 products', () => {
    const products = Array.from({ length: 10 }, (_, i) => item(`p${i}`, 'Jersey'))
    expect(RELATED_PRODUCTS_LIMIT).toBe(6)
    expect(relatedProducts(item('x', 'Jersey'), products)).toHaveLength(6)
  })

  it('keeps the order of the list, so the first 6 are the ones shown', () => {
    const products = Array.from({ length: 9 }, (_, i) => item(`p${i}`, 'Short')).reverse()
    expect(relatedProducts(item('x', 'Short'), products).map((p) => p._id)).toEqual([
      'p8',
      'p7',
      'p6',
      'p5',
      'p4',
      'p3',
    ])
  })

  it('returns nothing when the product is alone in its category', () => {
    const products = [item('a', 'Sunglasses'), item('b', 'Polo')]
    expect(relatedProducts(item('a', 'Sunglasses'), products)).toEqual([])
  })

  it('finds the six other hoodies of the launch range for the indigo hoodie', () => {
    const hoodie = fixtureProduct('indigo-adire-hoodie')
    const related = relatedProducts(hoodie, fixtureProducts)
    expect(related).toHaveLength(6)
    expect(related.every((p) => p.category === 'Hoodie' && p._id !== hoodie._id)).toBe(true)
  })
})

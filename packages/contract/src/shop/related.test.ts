import { describe, expect, it } from 'vitest'
import { RELATED_PRODUCTS_LIMIT } from '../shared/paging.ts'
import { relatedProducts } from './catalogue.ts'
import type { CategoryId } from './categories.ts'

const item = (_id: string, category: CategoryId, date = 0) => ({ _id, category, date })

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

  it('suggests the newest first, then by id, whatever order the list is in', () => {
    const products = Array.from({ length: 9 }, (_, i) => item(`p${i}`, 'Short', i * 1000))
    products.push(item('p8b', 'Short', 8000))
    const shuffled = [...products].sort(
      (a, b) => a._id.localeCompare(b._id) * (a.date % 2 ? 1 : -1),
    )
    expect(relatedProducts(item('x', 'Short'), shuffled).map((p) => p._id)).toEqual([
      'p8',
      'p8b',
      'p7',
      'p6',
      'p5',
      'p4',
    ])
  })

  it('returns nothing when the product is alone in its category', () => {
    const products = [item('a', 'Sunglasses'), item('b', 'Polo')]
    expect(relatedProducts(item('a', 'Sunglasses'), products)).toEqual([])
  })
})

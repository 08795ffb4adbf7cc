import { fixtureProduct } from '@adire/mocks'
import { describe, expect, it } from 'vitest'
import { descriptionLead } from './ProductInfo.tsx'

describe('descriptionLead', () => {
  it('keeps two short sentences', () => {
    expect(descriptionLead('Soft cotton. Cut loose. Wash cold.')).toBe('Soft cotton. Cut loose.')
  })

  it('stops after the first sentence when the second would make it too long', () => {
    const first = 'A hoodie printed all over with adire circles.'
    const second = `It has ${'a very long list of features, '.repeat(8)}and more.`
    expect(descriptionLead(`${first} ${second}`)).toBe(first)
  })

  it('keeps a first sentence even when it alone is long', () => {
    const long = `${'word '.repeat(60)}end.`
    expect(descriptionLead(`${long} Next.`)).toBe(long)
  })

  it('does not end a sentence inside a number', () => {
    expect(descriptionLead('A 1.5 m scarf. Hand wash. Dry flat.')).toBe('A 1.5 m scarf. Hand wash.')
  })

  it('returns a description without a full stop whole', () => {
    expect(descriptionLead('One size fits most')).toBe('One size fits most')
  })

  it('opens the indigo hoodie with its first sentence', () => {
    const { description } = fixtureProduct('indigo-adire-hoodie')
    expect(descriptionLead(description)).toBe(
      'A heavyweight 400gsm cotton fleece hoodie printed all over with adire eleko circles, the starch-resist motif of Abeokuta’s dyers.',
    )
  })
})

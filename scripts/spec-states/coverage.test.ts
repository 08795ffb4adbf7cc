import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  collectStoryStates,
  loadRegistry,
  type SpecRegistry,
  STORY_DIRS,
  specStateCoverage,
} from './coverage.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('the SPEC state registry', () => {
  it('has a story whose play function asserts every state of every built screen', () => {
    const { problems } = specStateCoverage(loadRegistry(root), collectStoryStates(root, STORY_DIRS))
    expect(problems).toEqual([])
  })

  it('lists each state once, on a known screen', () => {
    const registry = loadRegistry(root)
    const ids = registry.states.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeGreaterThanOrEqual(55)
  })
})

describe('the coverage check', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'adire-states-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(path.join(dir, 'src'))
  const registry: SpecRegistry = {
    screens: { cart: { name: 'Cart', route: '/cart', built: true } },
    states: [
      { id: 'cart-empty', screen: 'cart', description: 'Empty', text: 'Your cart is empty' },
      { id: 'cart-error', screen: 'cart', description: 'Error' },
    ],
  }
  const write = (source: string) => {
    writeFileSync(path.join(dir, 'src', 'Cart.stories.tsx'), source)
    return specStateCoverage(registry, collectStoryStates(dir, ['src']))
  }

  it('fails when a covered state loses its story', () => {
    const covered = write(`
      export default { title: 'Pages/Cart' }
      export const Empty = { tags: ['state:cart-empty'], play: async () => {} }
      export const Failing = { tags: ['state:cart-error'], play: async () => {} }
    `)
    expect(covered.problems).toEqual([])
    const lost = write(`
      export default { title: 'Pages/Cart' }
      export const Failing = { tags: ['state:cart-error'], play: async () => {} }
    `)
    expect(lost.problems).toEqual([
      'State cart-empty (Cart) has no story: tag one with state:cart-empty.',
    ])
  })

  it('fails when the story showing a state asserts nothing, or names an unknown state', () => {
    const { problems } = write(`
      export default { title: 'Pages/Cart', tags: ['state:cart-error'] }
      export const Empty = { tags: ['state:cart-empty', 'state:cart-typo'] }
      export const Failing = { play: async () => {} }
    `)
    expect(problems).toEqual([
      'src/Cart.stories.tsx declares state:cart-typo, which docs/spec-states.json does not list.',
      'State cart-empty is shown by pages-cart--empty but no play function asserts it.',
    ])
  })
})

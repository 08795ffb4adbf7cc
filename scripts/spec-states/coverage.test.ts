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

describe('the specified state registry', () => {
  // It parses every story file of every package with TypeScript (about 190 files): 5 s on a
  // quiet machine, over 20 s while CI runs the other suites beside it. Its time is its own work.
  it('has a story whose play function asserts every state of every built screen', {
    timeout: 90_000,
  }, () => {
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
      export const Empty = {
        tags: ['state:cart-empty'],
        play: async ({ canvas }) => expect(await canvas.findByText('Your cart is empty')).toBeVisible(),
      }
      export const Failing = {
        tags: ['state:cart-error'],
        play: async ({ canvas }) => expect(await canvas.findByRole('alert')).toBeVisible(),
      }
    `)
    expect(covered.problems).toEqual([])
    const lost = write(`
      export default { title: 'Pages/Cart' }
      export const Failing = {
        tags: ['state:cart-error'],
        play: async ({ canvas }) => expect(await canvas.findByRole('alert')).toBeVisible(),
      }
    `)
    expect(lost.problems).toEqual([
      'State cart-empty (Cart) has no story: tag one with state:cart-empty.',
    ])
  })

  it('fails when the story showing a state has no play function, or names an unknown state', () => {
    const { problems } = write(`
      export default { title: 'Pages/Cart', tags: ['state:cart-error'] }
      export const Empty = { tags: ['state:cart-empty', 'state:cart-typo'] }
      export const Failing = { play: async ({ canvas }) => expect(canvas.getByRole('alert')).toBeVisible() }
    `)
    expect(problems).toEqual([
      'src/Cart.stories.tsx declares state:cart-typo, which docs/spec-states.json does not list.',
      'State cart-empty is shown by pages-cart--empty but no play function asserts it.',
    ])
  })

  const emptyStory = (playAndHelpers: { play: string; helpers?: string }) =>
    write(`
      import { expect } from 'storybook/test'
      import { EMPTY_CART } from './texts'
      export default { title: 'Pages/Cart' }
      ${playAndHelpers.helpers ?? ''}
      export const Failing = {
        tags: ['state:cart-error'],
        play: async ({ canvas }) => expect(await canvas.findByRole('alert')).toBeVisible(),
      }
      export const Empty = { tags: ['state:cart-empty'], play: ${playAndHelpers.play} }
    `).problems

  it('fails when the play function asserts nothing', () => {
    expect(emptyStory({ play: 'async () => {}' })).toEqual([
      'State cart-empty is shown by pages-cart--empty but no play function asserts it.',
    ])
    // The text alone is no assertion, nor is a comment that mentions one.
    expect(
      emptyStory({
        play: `async ({ canvas }) => {
          // expect('Your cart is empty')
          await canvas.findByText('Your cart is empty')
        }`,
      }),
    ).toEqual(['State cart-empty is shown by pages-cart--empty but no play function asserts it.'])
  })

  it('fails when the play function only calls a helper that asserts nothing', () => {
    expect(
      emptyStory({
        helpers: `async function openCart(canvas) {
          await canvas.findByRole('heading', { name: 'Your cart is empty' })
        }`,
        play: 'async ({ canvas }) => openCart(canvas)',
      }),
    ).toEqual(['State cart-empty is shown by pages-cart--empty but no play function asserts it.'])
  })

  it('fails when the play function asserts, but never the specified text', () => {
    const never =
      'State cart-empty is shown by pages-cart--empty, whose play function never asserts "Your cart is empty".'
    expect(
      emptyStory({
        play: `async ({ canvas }) => expect(await canvas.findByRole('heading')).toBeVisible()`,
      }),
    ).toEqual([never])
    // Compared with itself, the page's own constant passes whatever it says.
    expect(
      emptyStory({
        play: 'async ({ canvas }) => expect(await canvas.findByText(EMPTY_CART)).toBeVisible()',
      }),
    ).toEqual([never])
    // The text elsewhere in the file (the story's args, a comment) is not in the play function.
    expect(
      emptyStory({
        helpers: `// Your cart is empty
          const unused = 'Your cart is empty'`,
        play: `async ({ canvas }) => expect(await canvas.findByRole('heading')).toBeVisible(),
          args: { message: 'Your cart is empty' }`,
      }),
    ).toEqual([never])
    // A property named like the file's constant is not that constant.
    expect(
      emptyStory({
        helpers: `const emptyMessage = 'Your cart is empty'`,
        play: 'async ({ args }) => expect(args).toMatchObject({ emptyMessage: args.emptyMessage })',
      }),
    ).toEqual([never])
  })

  it('counts the text asserted in a helper function of the same file', () => {
    expect(
      emptyStory({
        helpers: `const EMPTY = \`Your cart is empty\`
          async function emptyCart(canvas) {
            const heading = await canvas.findByRole('heading', { name: EMPTY })
            return heading
          }
          const assertEmpty = async (canvas) => expect(await emptyCart(canvas)).toBeVisible()`,
        play: 'async ({ canvas }) => { await assertEmpty(canvas) }',
      }),
    ).toEqual([])
  })

  it("counts the text asserted by another story's play function it reuses", () => {
    const reuse = (play: string) =>
      emptyStory({
        helpers: `export const Emptied = {
          play: async ({ canvas }) => expect(await canvas.findByText('Your cart is empty')).toBeVisible(),
        }`,
        play,
      })
    expect(reuse('Emptied.play')).toEqual([])
    expect(reuse('async (context) => { await Emptied.play?.(context) }')).toEqual([])
  })

  it("counts the meta's play function for a story without its own", () => {
    const { problems } = write(`
      const meta = {
        title: 'Pages/Cart',
        play: async ({ canvas }) => expect(await canvas.findByText('Your cart is empty')).toBeVisible(),
      }
      export default meta
      export const Empty = { tags: ['state:cart-empty'] }
      export const Failing = { tags: ['state:cart-error'], play: async () => {} }
    `)
    expect(problems).toEqual([
      'State cart-error is shown by pages-cart--failing but no play function asserts it.',
    ])
  })
})

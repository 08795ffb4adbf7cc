import { describe, expect, it } from 'vitest'
import { swipeDirection, wrapIndex } from './slider.ts'

describe('wrapIndex', () => {
  it('keeps an index that is already in range', () => {
    expect(wrapIndex(1, 3)).toBe(1)
  })

  it('goes from the last slide to the first and back', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(-4, 3)).toBe(2)
  })

  it('answers 0 when there are no slides', () => {
    expect(wrapIndex(5, 0)).toBe(0)
  })
})

describe('swipeDirection', () => {
  it('moves to the next slide on a drag to the left past the threshold', () => {
    expect(swipeDirection(-80, 5, 50)).toBe('next')
  })

  it('moves to the previous slide on a drag to the right', () => {
    expect(swipeDirection(60, 0, 50)).toBe('previous')
  })

  it('ignores taps and short drags', () => {
    expect(swipeDirection(0, 0, 50)).toBeNull()
    expect(swipeDirection(-49, 0, 50)).toBeNull()
  })

  it('ignores a drag that is mostly vertical, as when scrolling the page', () => {
    expect(swipeDirection(-60, 120, 50)).toBeNull()
  })
})

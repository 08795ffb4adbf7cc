/** Keeps an index inside `0..count-1` so the slider loops both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

export type SwipeDirection = 'next' | 'previous'

/**
 * Which way a finished drag moves the slider, or `null` for a tap or a mostly vertical drag
 * (the shopper was scrolling the page). Dragging to the left brings in the next slide.
 */
export function swipeDirection(
  deltaX: number,
  deltaY: number,
  threshold: number,
): SwipeDirection | null {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaY) > Math.abs(deltaX)) return null
  return deltaX < 0 ? 'next' : 'previous'
}

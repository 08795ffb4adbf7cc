/**
 * The order sizes are shown in wherever several products' sizes meet (the collection's size
 * filter): plain data and code, free of schema code, for the storefront's first load. A product's
 * own sizes keep the order the store team gave them.
 */

/** Lettered sizes, smallest first; a shared size ("S/M") sits between its two. */
const SIZE_LADDER = [
  'XXS',
  'XS',
  'S',
  'S/M',
  'M',
  'M/L',
  'L',
  'L/XL',
  'XL',
  'XXL',
  '2XL',
  'XXXL',
  '3XL',
  '4XL',
  '5XL',
]

/** Where a size stands: lettered sizes first (in the ladder's order), then numbers, then words. */
function rankOf(size: string): [number, number, string] {
  const upper = size.trim().toUpperCase()
  const step = SIZE_LADDER.indexOf(upper)
  if (step >= 0) return [0, step, '']
  const number = Number(upper.replace(',', '.'))
  if (upper !== '' && Number.isFinite(number)) return [1, number, '']
  return [2, 0, upper]
}

/** Compares two sizes for `Array.prototype.sort`: S before M before XL before 30 before "One size". */
export function compareSizes(a: string, b: string): number {
  const [groupA, valueA, textA] = rankOf(a)
  const [groupB, valueB, textB] = rankOf(b)
  return groupA - groupB || valueA - valueB || textA.localeCompare(textB)
}

/** Sizes without repeats, in size order. */
export const inSizeOrder = (sizes: Iterable<string>): string[] =>
  [...new Set(sizes)].sort(compareSizes)

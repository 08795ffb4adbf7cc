/** Median of the numbers given (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  if (sorted.length % 2 === 1) return upper
  return ((sorted[middle - 1] as number) + upper) / 2
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

export const kb = (bytes: number) => bytes / 1024

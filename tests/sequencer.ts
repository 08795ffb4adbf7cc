import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that start before the rest of their project, in this order. A clean clone (CI) has no
 * timings from a last run, so Vitest starts the largest files first, which is chance here:
 * - The stock journey spends most of its time waiting out a one-minute hold. Started last, that
 *   wait ended CI's journeys alone, the machine two-thirds idle for 40 s; started first, it
 *   overlaps the other journeys' work.
 * - The visual project's four parts are three-line files of about one size: which ran first
 *   followed the length of a comment. Once the other projects of its group end, the last two
 *   parts run alone, three times faster; the two heaviest (shopping, paying) go first, so that
 *   the tail is the lighter two (accounts, admin).
 */
const STARTS_FIRST = [
  'tests/e2e/stock.test.ts',
  'tests/visual/shopping.test.tsx',
  'tests/visual/paying.test.tsx',
  'tests/visual/accounts.test.tsx',
]

const rank = (file: TestSpecification) => {
  const index = STARTS_FIRST.findIndex((first) => file.moduleId.endsWith(`/${first}`))
  return index === -1 ? STARTS_FIRST.length : index
}

/** Vitest's own order (by the last run's timings, or by size), with `STARTS_FIRST` first. */
export class NamedFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // A stable sort: the files not named keep Vitest's order, after the named ones.
    return sorted.toSorted((a, b) => rank(a) - rank(b))
  }
}

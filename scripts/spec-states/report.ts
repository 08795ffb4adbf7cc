/**
 * `npm run states`: prints which specified state is shown by which story, and exits non-zero when a
 * state of a built screen has no asserting story.
 */
import path from 'node:path'
import { collectStoryStates, loadRegistry, STORY_DIRS, specStateCoverage } from './coverage.ts'

const root = path.resolve(import.meta.dirname, '../..')
const { rows, problems } = specStateCoverage(
  loadRegistry(root),
  collectStoryStates(root, STORY_DIRS),
)

const table = rows.map(({ state, built, stories, asserted }) => ({
  state: state.id,
  screen: state.screen,
  story:
    stories.length > 0
      ? stories.map((s) => s.id).join(' ')
      : built
        ? 'MISSING'
        : '(screen not built)',
  asserted: asserted ? 'yes' : 'no',
}))
const widths = {
  state: Math.max(5, ...table.map((r) => r.state.length)),
  screen: Math.max(6, ...table.map((r) => r.screen.length)),
  asserted: 8,
}
const line = (r: { state: string; screen: string; asserted: string; story: string }) =>
  `${r.state.padEnd(widths.state)}  ${r.screen.padEnd(widths.screen)}  ${r.asserted.padEnd(widths.asserted)}  ${r.story}`
console.log(line({ state: 'state', screen: 'screen', asserted: 'asserted', story: 'story' }))
console.log('-'.repeat(widths.state + widths.screen + widths.asserted + 30))
for (const row of table) console.log(line(row))

const covered = rows.filter((r) => r.asserted).length
const open = rows.filter((r) => !r.built).length
console.log(
  `\n${covered} of ${rows.length} states shown by an asserting story; ${open} belong to screens not built yet.`,
)
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}

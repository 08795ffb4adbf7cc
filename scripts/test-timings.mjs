// Where a test run's time went: for each project, when its first file started and its last
// ended (from the run's start), the files' summed time, and its slowest files. CI prints it after
// `npm test`, so a run near its time budget shows what to shorten.
// Usage: node scripts/test-timings.mjs <vitest json report>
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))

/** The project a file belongs to, by where it lives (vitest.config.ts's includes). */
function projectOf(file) {
  if (file.includes('/tests/e2e/tap-sweep')) return 'taps'
  if (file.includes('/tests/e2e/')) return 'e2e'
  if (file.includes('/tests/visual/')) return 'visual'
  if (file.includes('/tests/soak/')) return 'soak'
  if (file.endsWith('.stories.tsx')) return 'storybook'
  return 'node'
}

const start = Math.min(...report.testResults.map((file) => file.startTime))
const projects = new Map()
for (const file of report.testResults) {
  const name = projectOf(file.name)
  const project = projects.get(name) ?? { first: Infinity, last: 0, summed: 0, files: [] }
  const took = file.endTime - file.startTime
  project.first = Math.min(project.first, file.startTime - start)
  project.last = Math.max(project.last, file.endTime - start)
  project.summed += took
  project.files.push({
    name: file.name.replace(/^.*?\/(apps|packages|tests|scripts)\//, '$1/'),
    took,
  })
  projects.set(name, project)
}
const s = (ms) => `${Math.round(ms / 1000)} s`
for (const [name, p] of [...projects].sort((a, b) => a[1].first - b[1].first)) {
  const slowest = p.files
    .sort((a, b) => b.took - a.took)
    .slice(0, 3)
    .map((f) => `${f.name} ${s(f.took)}`)
    .join(', ')
  console.log(
    `${name}: from ${s(p.first)} to ${s(p.last)}, ${p.files.length} files, ${s(p.summed)} summed; slowest: ${slowest}`,
  )
}

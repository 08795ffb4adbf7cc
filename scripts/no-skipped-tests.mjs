// Fails when a test run skipped anything: for the CI passes where every outside service a suite
// needs is present, so a skipped suite means a test that did not run when it should have.
// Usage: node scripts/no-skipped-tests.mjs <vitest json report>
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const skipped = report.testResults.flatMap((file) =>
  file.assertionResults
    .filter(
      (test) => test.status === 'pending' || test.status === 'skipped' || test.status === 'todo',
    )
    .map((test) => `${file.name} › ${test.fullName}`),
)
if (skipped.length > 0) {
  console.error(`${skipped.length} test(s) skipped in a run that should run them all:`)
  for (const name of skipped) console.error(`  ${name}`)
  process.exit(1)
}
console.log(`No test skipped (${report.numTotalTests} run).`)

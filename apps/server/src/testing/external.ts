/** The outside services some suites need, by the variable that points at each. */
export type ExternalService = 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'

/**
 * The address of an outside service a suite needs (a PostgreSQL or Redis server), or undefined
 * when it is not set: the suite is then skipped, and says why, so a run that left it out shows
 * what it left out. Where the run was expected to reach the service (`.ci/run` lists in
 * `EXPECT_TEST_SERVICES` the ones it found), its absence fails the suite instead.
 */
export function externalService(variable: ExternalService, suite: string): string | undefined {
  const url = process.env[variable]
  if (url) return url
  const expected = (process.env.EXPECT_TEST_SERVICES ?? '').split(',').includes(variable)
  if (expected) {
    throw new Error(`${suite} needs ${variable}, which this run was expected to set`)
  }
  console.info(`[tests] Skipped: ${suite} (${variable} is not set).`)
  return undefined
}

// The conformance table and how it is run, for the mock handlers' test (conformance.test.ts)
// and the server's (apps/server/src/mocks-conformance.test.ts): the cases in
// conformance-cases.ts, the running in conformance-run.ts.
export { CONFORMANCE_CASES, NOT_MADE_SIZE } from './conformance-cases.ts'
export * from './conformance-run.ts'

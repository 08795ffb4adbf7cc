export * from './fixtures.ts'
export * from './handlers.ts'

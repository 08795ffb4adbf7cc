export * from './icons.tsx'

export { NotFound, type NotFoundProps } from './NotFound.tsx'

export { Link, type LinkComponentProps, LinkProvider } from './Link.tsx'

export { Prose, type ProseProps, type ProseSection } from './Prose.tsx'

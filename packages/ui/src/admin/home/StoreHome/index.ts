export { SetupChecklist, type SetupChecklistProps } from './SetupChecklist.tsx'
export { StoreHome, type StoreHomeProps } from './StoreHome.tsx'

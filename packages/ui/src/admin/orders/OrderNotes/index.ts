export { OrderNotes, type OrderNotesProps } from './OrderNotes.tsx'

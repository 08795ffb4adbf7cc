export { SizeListEditor, type SizeListEditorProps } from './SizeListEditor.tsx'

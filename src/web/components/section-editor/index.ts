export { SectionEditor, type SectionEditorProps } from './section-editor.tsx';

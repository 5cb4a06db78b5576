/** What the document's pages read: the document, and the editor's actions (absent in thumbnails). */
import { createContext, useContext } from 'react';
import type { CaseStatementData } from '../../lib/resources/casedoc';
import type { ShownImage } from './images';

export interface EditorActions {
  editText: (slot: string) => void;
  replaceImage: (image: ShownImage, name: string) => void;
  cropImage: (image: ShownImage, name: string) => void;
  deleteImage: (image: ShownImage, name: string) => void;
  /** The order whose image is being worked on. */
  busyOrder: number | null;
}

export interface DocumentView {
  data: CaseStatementData;
  /** Null where the pages are drawn for looking only (the thumbnails). */
  actions: EditorActions | null;
  /** The colours the pages are drawn in now (the pickers' values, before they are saved). */
  colours: { background: string; headings: string; body: string };
}

export const DocumentContext = createContext<DocumentView | null>(null);

export function useDocumentView(): DocumentView {
  const view = useContext(DocumentContext);
  if (!view) throw new Error('useDocumentView outside a DocumentContext');
  return view;
}

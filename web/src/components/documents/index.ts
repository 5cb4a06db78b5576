export { useDocumentDownload, followLink, POLL_MS, GIVE_UP_MS, type DocumentDownload } from './useDocumentDownload';
export { DM as DOCUMENT_MESSAGES } from './messages';
export { ShareWithFunder } from './ShareWithFunder';

// The quote cart's public face for the rest of the remote (the wizard, checkout) and for exposing
// to the shell: import from here, not from the files behind it.
export { HeaderQuote, type HeaderQuoteProps } from './header-quote';
export {
  closeQuoteSheet,
  installGlobalHooks,
  isQuoteSheetOpen,
  openQuoteSheet,
  useQuoteSheetOpen,
} from './quote-sheet-store';
export { restoreSavedQuote, type RestoreResult } from './restore-saved-quote';
export { useRestoreSavedQuote, SAVED_QUOTE_NOT_FOUND, type RestoreStatus } from './use-restore-saved-quote';
export { buildEmailQuoteHtml, buildSimplifiedQuoteHtml, openQuoteWindow } from './quote-documents';
export {
  applyPromo,
  fetchSavedQuote,
  fetchService,
  quoteKeys,
  saveQuote,
  useApplyPromoMutation,
  useSaveQuoteMutation,
} from './api';

/**
 * Stacking order. Spaced by hundreds so a partner page's own layers can slot between, and so
 * toasts always sit above a modal that raised them.
 */
export const zIndex = {
  base: 0,
  raised: 100,
  header: 1000,
  overlay: 2000,
  modal: 2100,
  toast: 3000,
} as const;

import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A header disclosure (the Calculators submenu, the user menu, the folded main menu): open state, ids and refs, closed by a
 * pointer outside the wrapper or by Escape, which returns focus to the trigger. The document
 * listeners exist only while it is open.
 */
export function useDropdown<Wrapper extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<Wrapper>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Stable, so a caller can close it from an effect (the header's menu panel on a new page).
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return {
    open,
    close,
    wrapperRef: wrapper,
    /** Spread on the trigger button. */
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      onClick: () => setOpen((value) => !value),
    },
    listId,
  };
}

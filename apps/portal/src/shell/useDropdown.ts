import { useEffect, useId, useRef, useState } from 'react';

/**
 * A header disclosure (the Calculators submenu, the user menu): open state, ids and refs, closed by a
 * pointer outside the wrapper or by Escape, which returns focus to the trigger. The document
 * listeners exist only while it is open.
 */
export function useDropdown<Wrapper extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<Wrapper>(null);
  const trigger = useRef<HTMLButtonElement>(null);

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
    close: () => setOpen(false),
    wrapperRef: wrapper,
    /** Spread on the trigger button. */
    triggerProps: { ref: trigger, type: 'button' as const, 'aria-expanded': open, 'aria-controls': listId, onClick: () => setOpen((value) => !value) },
    listId,
  };
}

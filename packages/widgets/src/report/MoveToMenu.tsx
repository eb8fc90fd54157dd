import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useRef, useState } from 'react';
import { Portal } from '../primitives/PortalContainer';
import type { GroupId } from '@riskatlas/domain';
import { Menu, MenuItem, SmallButton } from './report.styles';

export const MOVE_TO_LABEL = 'Move to…';

export interface MoveToMenuProps {
  /** The class's name, for the button's accessible name. */
  className: string;
  targets: readonly { id: GroupId; title: string }[];
  disabled?: boolean;
  onMove: (to: GroupId) => void;
}

/**
 * The non-drag way to move a class (WCAG 2.2 SC 2.5.7): a menu of the other groups, opened by click,
 * Enter or Space, walked with the arrow keys, rendered in the widget's portal container.
 */
export function MoveToMenu({ className, targets, disabled = false, onMove }: MoveToMenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { enabled: !disabled }),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef: items, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  return (
    <>
      <SmallButton
        ref={refs.setReference}
        type="button"
        disabled={disabled}
        aria-label={`${MOVE_TO_LABEL} ${className}`}
        {...getReferenceProps()}
      >
        {MOVE_TO_LABEL}
      </SmallButton>
      {open ? (
        <Portal>
          <FloatingFocusManager context={context} modal={false}>
            {/* setFloating is floating-ui's stable callback ref, not a ref value read during render. */}
            {/* eslint-disable-next-line react-hooks/refs */}
            <Menu ref={refs.setFloating} style={floatingStyles} aria-label={`${MOVE_TO_LABEL} ${className}`} {...getFloatingProps()}>
              {targets.map((target, index) => (
                <MenuItem
                  key={target.id}
                  type="button"
                  role="menuitem"
                  tabIndex={activeIndex === index ? 0 : -1}
                  ref={(node) => {
                    items.current[index] = node;
                  }}
                  {...getItemProps({
                    onClick: () => {
                      setOpen(false);
                      onMove(target.id);
                    },
                  })}
                >
                  {target.title}
                </MenuItem>
              ))}
            </Menu>
          </FloatingFocusManager>
        </Portal>
      ) : null}
    </>
  );
}

import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type PortalRoot = HTMLElement | ShadowRoot;

interface PortalContainerState {
  /** `null` while the provider's own container has not mounted yet. */
  element: PortalRoot | null;
}

const PortalContainerContext = createContext<PortalContainerState | undefined>(undefined);

export interface PortalContainerProviderProps {
  /**
   * Where modals, toasts and other overlays render. Default: a container element the provider
   * renders itself after its children, so it lives wherever the widget tree lives (inside a shadow
   * root for embeds) and inherits the same style scope.
   */
  container?: PortalRoot | null;
  /** The tree whose overlays portal into the container. Default: none. */
  children?: ReactNode;
}

/**
 * Supplies the element overlays portal into. Widgets never portal to `document.body`: on a
 * partner page they render inside a shadow root, and content portalled out of it would lose its
 * styles and leak into the host page (docs/architecture.md#widgets-work-inside-a-shadow-root).
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  const [ownContainer, setOwnContainer] = useState<HTMLDivElement | null>(null);
  const usesOwnContainer = container === undefined;
  const element = usesOwnContainer ? ownContainer : container;
  return (
    <PortalContainerContext.Provider value={{ element }}>
      {children}
      {usesOwnContainer ? <div data-riskatlas-portal-root="" ref={setOwnContainer} /> : null}
    </PortalContainerContext.Provider>
  );
}

/**
 * The portal container from context: the element, `null` while it mounts, or `undefined` when no
 * `PortalContainerProvider` is above.
 */
export function usePortalContainer(): PortalRoot | null | undefined {
  return useContext(PortalContainerContext)?.element;
}

export interface PortalProps {
  /** What to render in the portal container. Default: none. */
  children?: ReactNode;
}

/**
 * Like `Portal`, for overlays that never take focus (a combobox's dropdown, the toast region):
 * it renders straight into the container, without floating-ui's portal node and focus guards, which
 * only matter to focus-managed overlays and would add their code to every embed (docs/architecture.md#widgets-work-inside-a-shadow-root).
 */
export function PlainPortal({ children }: PortalProps) {
  const element = usePortalContainer();
  if (element === undefined) return <>{children}</>;
  if (element === null) return null;
  return createPortal(children, element);
}

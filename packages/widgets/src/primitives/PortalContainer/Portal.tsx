import { FloatingPortal } from '@floating-ui/react';
import { usePortalContainer, type PortalProps } from './PortalContainer';

// Its own module, so floating-ui's portal code ships only with the widgets whose overlays manage focus.

/**
 * Renders children into the context's portal container. Without a provider it renders them in
 * place rather than falling back to `document.body`, which keeps a stray widget working inside a
 * shadow root; while the provider's container mounts it renders nothing for one commit.
 */
export function Portal({ children }: PortalProps) {
  const element = usePortalContainer();
  if (element === undefined) return <>{children}</>;
  if (element === null) return null;
  return <FloatingPortal root={element}>{children}</FloatingPortal>;
}

export { Portal, PortalContainerProvider, usePortalContainer } from './PortalContainer';
export type { PortalContainerProviderProps, PortalProps } from './PortalContainer';

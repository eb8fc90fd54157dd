export { Portal } from './Portal';
export { PortalContainerProvider, usePortalContainer } from './PortalContainer';
export type { PortalContainerProviderProps, PortalProps } from './PortalContainer';

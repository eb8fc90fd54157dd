export * from './Button';
export * from './EmptyState';
export * from './FormField';
export * from './Modal';
export * from './PortalContainer';
export * from './SafeHtml';
export * from './Spinner';
export * from './Toast';

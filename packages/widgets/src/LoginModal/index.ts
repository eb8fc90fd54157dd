export { LoginModal } from './LoginModal';
export type { LoginModalProps } from './LoginModal';

export { TermsOfUseModal } from './TermsOfUseModal';
export type { TermsOfUseModalProps } from './TermsOfUseModal';

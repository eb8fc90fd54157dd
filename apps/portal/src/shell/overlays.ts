// The overlays the shell opens only sometimes. They are imported from here, lazily (see lazy-overlays.ts),
// so their code, and floating-ui's focus management under the Modal, is not part of the entry chunk.
export { LoginModal, TermsOfUseModal } from '@riskatlas/widgets';

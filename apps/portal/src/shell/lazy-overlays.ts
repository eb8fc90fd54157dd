import { preloadable } from '../routes/page-loader';

/** The header's login modal, fetched when the visitor reaches for the Log in button. */
export const LazyLoginModal = preloadable(() => import('./overlays').then((module) => module.LoginModal));

/** The blocking terms-of-use modal, fetched only for a user who has not accepted the terms. */
export const LazyTermsOfUseModal = preloadable(() => import('./overlays').then((module) => module.TermsOfUseModal));

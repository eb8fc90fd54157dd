/** The terms-of-use rules (docs/product/accounts-and-access.md#accepting-the-terms); messages verbatim. */
export const termsOfUseCopy = {
  accepted: 'Thank you for agreeing to the Terms of Use.',
  loggingOut: 'You will be logged out. You must agree to the terms of use to use our service.',
  mustAgree: 'You must agree to the terms of use to use our service.',
  submitFailed: 'Failed to submit terms of use.',
} as const;

/** docs/product/accounts-and-access.md#accepting-the-terms: the logout follows a Disagree after 2000 ms. */
export const TERMS_LOGOUT_DELAY_MS = 2000;

/** The summary of the terms (docs/product/accounts-and-access.md): what the user warrants and what they agree not to do. */
export const TERMS_OF_USE_SUMMARY = {
  warranty: 'You warrant that you hold a licence to use this service.',
  agreeNotTo: [
    'sell or sub-licence the service;',
    'let anyone else use your licence;',
    'build a product that competes with the service;',
    'publish the service or copy it in bulk;',
    'copy its formula or its data;',
    'reverse engineer it;',
    'use it for anything but its intended purpose.',
  ],
} as const;

/** The modal blocks the page only once the user is known not to have accepted (an unknown answer counts as not accepted). */
export function mustAnswerTerms(user: { is_user_accepted_toc: boolean } | undefined): boolean {
  return user !== undefined && !user.is_user_accepted_toc;
}

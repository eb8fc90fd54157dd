import { describe, expect, it } from 'vitest';
import { mustAnswerTerms, TERMS_LOGOUT_DELAY_MS, termsOfUseCopy } from './terms-of-use';

// "The spec" in these tests means the product rules of docs/product/accounts-and-access.md.
describe('terms of use rules', () => {
  it('blocks only a loaded user who has not accepted', () => {
    expect(mustAnswerTerms(undefined)).toBe(false);
    expect(mustAnswerTerms({ is_user_accepted_toc: true })).toBe(false);
    expect(mustAnswerTerms({ is_user_accepted_toc: false })).toBe(true);
  });

  it('keeps the spec numbers and copy', () => {
    expect(TERMS_LOGOUT_DELAY_MS).toBe(2000);
    expect(termsOfUseCopy.loggingOut).toBe('You will be logged out. You must agree to the terms of use to use our service.');
  });
});

import { describe, expect, it } from 'vitest';
import { authorizationScheme, linkTokenFrom } from './login-source';

describe('link-generated tokens in the address', () => {
  it('accepts only canonical base64', () => {
    expect(linkTokenFrom('?token=dXNlcjo0Mg%3D%3D')).toBe('dXNlcjo0Mg==');
    expect(linkTokenFrom('?token=dXNlcjo0Mg')).toBeNull();
    expect(linkTokenFrom('?token=abc_-')).toBeNull();
    expect(linkTokenFrom('?other=1')).toBeNull();
  });

  it('sends link tokens with the LinkGen scheme and the rest as Bearer', () => {
    expect(authorizationScheme('linkgen')).toBe('LinkGen');
    expect(authorizationScheme('credentials')).toBe('Bearer');
  });
});

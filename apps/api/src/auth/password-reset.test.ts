import { describe, expect, it } from 'vitest';
import { allowedResetOrigins, resetEmail, resetLink } from './password-reset.js';

describe('reset links', () => {
  const origins = allowedResetOrigins(undefined, 'https://portal.example');

  it('defaults to the portal reset page of the request origin, with the code added', () => {
    expect(resetLink(undefined, origins, 'abc')).toBe('https://portal.example/reset-password?code=abc');
  });

  it('keeps a template on an allowed origin, with its own query', () => {
    expect(resetLink('https://portal.example/reset-password?lang=en', origins, 'x-y')).toBe('https://portal.example/reset-password?lang=en&code=x-y');
  });

  it('refuses templates on any other origin, and nonsense', () => {
    expect(resetLink('https://evil.example/reset-password', origins, 'abc')).toBeNull();
    expect(resetLink('http://portal.example/reset-password', origins, 'abc')).toBeNull();
    expect(resetLink('not a url', origins, 'abc')).toBeNull();
  });

  it('uses the configured origins instead of the request when PORTAL_ORIGINS is set', () => {
    const configured = allowedResetOrigins('https://a.example, https://b.example', 'http://internal:3000');
    expect(configured).toEqual(['https://a.example', 'https://b.example']);
    expect(resetLink(undefined, configured, 'c')).toBe('https://a.example/reset-password?code=c');
    expect(resetLink('http://internal:3000/reset-password', configured, 'c')).toBeNull();
  });

  it('greets by the first part of the person name and carries the link', () => {
    const email = resetEmail('Olivia.Chen', 'https://portal.example/reset-password?code=abc');
    expect(email.body).toContain('Hello Olivia,');
    expect(email.body).toContain('https://portal.example/reset-password?code=abc');
  });
});

import { describe, expect, it } from 'vitest';
import { resetEmail, resetLink } from './password-reset.js';

describe('reset links', () => {
  const origins = ['https://portal.example'];

  it('defaults to the reset page of the first configured portal origin, with the code added', () => {
    expect(resetLink(undefined, origins, 'abc')).toBe('https://portal.example/reset-password?code=abc');
    expect(resetLink(undefined, ['https://a.example', 'https://b.example'], 'c')).toBe('https://a.example/reset-password?code=c');
  });

  it('keeps a template on a configured origin, with its own query', () => {
    expect(resetLink('https://portal.example/reset-password?lang=en', origins, 'x-y')).toBe(
      'https://portal.example/reset-password?lang=en&code=x-y',
    );
    expect(resetLink('https://b.example/reset-password', ['https://a.example', 'https://b.example'], 'c')).toBe(
      'https://b.example/reset-password?code=c',
    );
  });

  it('refuses templates on any other origin, and nonsense', () => {
    expect(resetLink('https://evil.example/reset-password', origins, 'abc')).toBeNull();
    expect(resetLink('http://portal.example/reset-password', origins, 'abc')).toBeNull();
    expect(resetLink('not a url', origins, 'abc')).toBeNull();
  });

  it('greets by the first part of the person name and carries the link', () => {
    const email = resetEmail('Olivia.Chen', 'https://portal.example/reset-password?code=abc');
    expect(email.body).toContain('Hello Olivia,');
    expect(email.body).toContain('https://portal.example/reset-password?code=abc');
  });
});

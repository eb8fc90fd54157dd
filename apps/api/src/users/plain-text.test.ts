import { describe, expect, it } from 'vitest';
import { containsMarkup, plainText } from './plain-text.js';

describe('containsMarkup', () => {
  it.each(['<b>x</b>', 'a<b', '</p>', '<!-- x -->', '<!doctype html>', '<?xml?>', 'Smith & Sons <Pty>', '<IMG SRC=x>'])(
    'finds markup in %s',
    (text) => {
      expect(containsMarkup(text)).toBe(true);
    },
  );

  it.each(['Smith & Sons', '1 < 2', '<3', 'a <= b', '< b', '<>', '&lt;b&gt;', ''])('finds none in %s', (text) => {
    expect(containsMarkup(text)).toBe(false);
  });
});

describe('plainText', () => {
  it('returns the text as given, or refuses markup with the field named', () => {
    expect(plainText('Name', ' Ann & Co ')).toBe(' Ann & Co ');
    expect(() => plainText('Name', '<b>Ann</b>')).toThrow('Name must be plain text, without HTML tags.');
  });
});

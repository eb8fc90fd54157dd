import { describe, expect, it } from 'vitest';
import { findLink, nextPageUrl, parseLinkHeader } from './pagination';

describe('parseLinkHeader', () => {
  it('reads a single next link', () => {
    expect(parseLinkHeader('</api/industries?q=bak&page=2&pagesize=100>; rel="next"')).toEqual([
      { url: '/api/industries?q=bak&page=2&pagesize=100', rel: ['next'], params: { rel: 'next' } },
    ]);
  });

  it('reads several links with different rels', () => {
    const header =
      '<https://x.test/api/industries?page=3>; rel="next", <https://x.test/api/industries?page=1>; rel="prev", ' +
      '<https://x.test/api/industries?page=71>; rel=last';
    expect(parseLinkHeader(header).map((entry) => [entry.rel, entry.url])).toEqual([
      [['next'], 'https://x.test/api/industries?page=3'],
      [['prev'], 'https://x.test/api/industries?page=1'],
      [['last'], 'https://x.test/api/industries?page=71'],
    ]);
  });

  it('splits a rel with several relation types', () => {
    const [entry] = parseLinkHeader('</api/industries?page=2>; rel="next last"');
    expect(entry!.rel).toEqual(['next', 'last']);
    expect(findLink('</api/industries?page=2>; rel="next last"', 'last')).toBe('/api/industries?page=2');
  });

  it('does not split on commas or semicolons inside quotes or inside the URL', () => {
    const header = '</api/industries?q=a,b;c&page=2>; title="Bakeries, cafes; and more"; rel="next", </api/industries?page=1>; rel="first"';
    const entries = parseLinkHeader(header);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      url: '/api/industries?q=a,b;c&page=2',
      rel: ['next'],
      params: { title: 'Bakeries, cafes; and more', rel: 'next' },
    });
    expect(entries[1]!.rel).toEqual(['first']);
  });

  it('unescapes quoted-pair characters in quoted values', () => {
    const [entry] = parseLinkHeader('</a>; rel="next"; title="say \\"hi\\""');
    expect(entry!.params.title).toBe('say "hi"');
  });

  it('matches rel case-insensitively and ignores whitespace', () => {
    expect(findLink('  < /api/x?page=2 >  ;  REL = "Next"  ', 'next')).toBe('/api/x?page=2');
  });

  it('keeps only the first rel parameter of a link', () => {
    expect(parseLinkHeader('</a>; rel="prev"; rel="next"')[0]!.rel).toEqual(['prev']);
  });

  it('skips malformed links and keeps the good ones', () => {
    const entries = parseLinkHeader('garbage; rel="next", </good>; rel="next"');
    expect(entries.map((entry) => entry.url)).toEqual(['/good']);
  });

  it('returns no links for empty or missing headers', () => {
    expect(parseLinkHeader(null)).toEqual([]);
    expect(parseLinkHeader('')).toEqual([]);
    expect(findLink(undefined, 'next')).toBeNull();
  });
});

describe('nextPageUrl', () => {
  it('resolves a relative next link against the response URL', () => {
    const response = new Response('{}', { headers: { Link: '</api/industries?page=2>; rel="next"' } });
    Object.defineProperty(response, 'url', { value: 'https://portal.test/api/industries?q=bak' });
    expect(nextPageUrl(response)).toBe('https://portal.test/api/industries?page=2');
  });

  it('returns the link as written when the response has no URL', () => {
    const response = new Response('{}', { headers: { Link: '</api/industries?page=2>; rel="next"' } });
    expect(nextPageUrl(response)).toBe('/api/industries?page=2');
  });

  it('returns null on the last page', () => {
    expect(nextPageUrl(new Response('{}'))).toBeNull();
    expect(nextPageUrl(new Response('{}', { headers: { Link: '</api/industries?page=1>; rel="prev"' } }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  alreadyAt,
  industrySearchCopy,
  industrySearchQuery,
  industryTarget,
  LOAD_MORE_THRESHOLD_PX,
  nearBottom,
  SEARCH_DEBOUNCE_MS,
} from './industry-search';

// "The spec" in these tests means the product rules of docs/product/industry-search-and-pages.md.
describe('industrySearchQuery', () => {
  const normal = { quizOnly: false, trial: false };

  it('empty or blank text is no search', () => {
    expect(industrySearchQuery('', normal)).toBeNull();
    expect(industrySearchQuery('   ', normal)).toBeNull();
  });

  it('a number is a code search, anything else a keyword search, 100 per page', () => {
    expect(industrySearchQuery('1171', normal)).toEqual({ pagesize: 100, code: '1171' });
    expect(industrySearchQuery(' bak ', normal)).toEqual({ pagesize: 100, q: 'bak' });
    expect(industrySearchQuery('11a', normal)).toEqual({ pagesize: 100, q: '11a' });
  });

  it('sends the quiz-only flag with keyword searches and the trial flag with both', () => {
    expect(industrySearchQuery('bak', { quizOnly: true, trial: true })).toEqual({
      pagesize: 100,
      q: 'bak',
      withQuizOnly: true,
      trial: true,
    });
    expect(industrySearchQuery('1171', { quizOnly: true, trial: true })).toEqual({ pagesize: 100, code: '1171', trial: true });
  });
});

describe('navigation targets', () => {
  it('goes to the industry, or its quiz in quiz-only mode', () => {
    expect(industryTarget(7, false)).toBe('/industries/7');
    expect(industryTarget(7, true)).toBe('/industries/7/quiz');
  });

  it('counts any section of the same industry as already there, but not another industry', () => {
    expect(alreadyAt('/industries/7/hazard-index', '/industries/7')).toBe(true);
    expect(alreadyAt('/industries/7', '/industries/7')).toBe(true);
    expect(alreadyAt('/industries/70/hazard-index', '/industries/7')).toBe(false);
    expect(alreadyAt('/industries/7/quiz', '/industries/7/quiz')).toBe(true);
    expect(alreadyAt('/industries/7/hazard-index', '/industries/7/quiz')).toBe(false);
    expect(alreadyAt('/industries/7/quiz', '/industries/7')).toBe(false);
  });
});

describe('constants and copy', () => {
  it('matches the spec', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(LOAD_MORE_THRESHOLD_PX).toBe(10);
    expect(industrySearchCopy.noResults).toBe('No industry found matching the provided keyword.');
    expect(industrySearchCopy.noQuizResults).toBe(
      'Sorry but this Knowledge Test is not currently available - try another keyword or click here to request a new Test for this Industry.',
    );
  });

  it('loads more within 10 px of the bottom', () => {
    expect(nearBottom({ scrollTop: 290, clientHeight: 200, scrollHeight: 500 })).toBe(true);
    expect(nearBottom({ scrollTop: 289, clientHeight: 200, scrollHeight: 500 })).toBe(false);
  });
});

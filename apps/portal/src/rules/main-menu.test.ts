import { describe, expect, it } from 'vitest';
import { calculatorLinks, INTERNAL_CALCULATOR_LINKS, mainMenuLinks, showsPointsBadge } from './main-menu';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('main menu', () => {
  it('shows General Information and Test Your Knowledge (NEW) only in au and nz', () => {
    for (const country of ['au', 'nz'] as const) {
      expect(labels(mainMenuLinks(country, 'default'))).toEqual(['General Information', 'Short Courses', 'Test Your Knowledge']);
    }
    for (const country of ['gb', 'others'] as const) {
      expect(labels(mainMenuLinks(country, 'default'))).toEqual(['Short Courses']);
    }
    expect(mainMenuLinks('au', 'default').find((link) => link.to === '/test-your-knowledge')?.isNew).toBe(true);
  });

  it('adds NatCat only for the NatCat theme, in any country', () => {
    expect(labels(mainMenuLinks('au', 'natcat'))).toEqual(['General Information', 'Short Courses', 'NatCat', 'Test Your Knowledge']);
    expect(labels(mainMenuLinks('gb', 'natcat'))).toEqual(['Short Courses', 'NatCat']);
  });

  it('offers the demo persona only its one course', () => {
    expect(mainMenuLinks('au', 'natcat', { demo: true })).toEqual([{ label: 'Short Courses', to: '/courses/25' }]);
  });

  it('offers the business-interruption calculator always, the other two only in au and nz', () => {
    expect(calculatorLinks('gb')).toHaveLength(1);
    expect(labels(calculatorLinks('nz'))).toEqual([
      'Business Interruption Calculator',
      'Under-insurance Calculator',
      'Limit of Liability Calculator',
    ]);
  });

  it('lists the two internal calculators at their routes', () => {
    expect(INTERNAL_CALCULATOR_LINKS).toEqual([
      { label: 'Building Cost Calculator', href: '/calculator/building-cost' },
      { label: 'Under-insurance Calculator', href: '/calculator/under-insurance' },
    ]);
  });

  it('shows the points badge only in au and nz', () => {
    expect(['au', 'nz', 'gb', 'others'].filter((country) => showsPointsBadge(country as 'au'))).toEqual(['au', 'nz']);
  });
});

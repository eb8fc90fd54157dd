import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLASS_SLUGS_WITH_ICONS } from '@riskatlas/domain';
import { CLASS_ICONS, ClassIcon } from './ClassIcon';

// "The spec" in these tests means the product rules of docs/product/hazard-index.md.
describe('ClassIcon', () => {
  it('has a distinct icon for every slug the spec lists', () => {
    expect(Object.keys(CLASS_ICONS).sort()).toEqual([...CLASS_SLUGS_WITH_ICONS].sort());
    expect(new Set(Object.values(CLASS_ICONS)).size).toBe(CLASS_SLUGS_WITH_ICONS.length);
  });

  it.each(CLASS_SLUGS_WITH_ICONS)('renders the own icon of %s, hidden from screen readers', (slug) => {
    const { container } = render(<ClassIcon slug={slug} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('data-class-icon', slug);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the generic icon for other slugs', () => {
    const { container } = render(<ClassIcon slug="core" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-class-icon', 'generic');
  });
});

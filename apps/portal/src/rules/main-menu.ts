/** docs/product/shell-and-dashboard.md#main-menu-items: which items a user sees, by country and app theme. */
import { sectionOpenIn } from '@riskatlas/domain';
import { DEMO_COURSE } from './demo';

export type Country = 'au' | 'nz' | 'gb' | 'others';
export type AppTheme = 'default' | 'natcat';

export interface MenuLink {
  label: string;
  to: string;
  /** Shows the NEW tag. */
  isNew?: boolean;
}

export interface ExternalLink {
  label: string;
  href: string;
}

/** The external calculators (configuration, not code: their hosts change with the partner contracts). */
export const CALCULATOR_URLS = {
  businessInterruption: import.meta.env.VITE_BI_CALCULATOR_URL ?? 'https://calculators.riskatlas.example/business-interruption',
  underInsurance: import.meta.env.VITE_UNDER_INSURANCE_CALCULATOR_URL ?? 'https://calculators.riskatlas.example/under-insurance',
  limitOfLiability: import.meta.env.VITE_LIMIT_OF_LIABILITY_CALCULATOR_URL ?? 'https://calculators.riskatlas.example/limit-of-liability',
} as const;

const isAuNz = (country: Country) => country === 'au' || country === 'nz';

export function mainMenuLinks(country: Country, appTheme: AppTheme, { demo = false } = {}): MenuLink[] {
  // The demo persona reaches one course and no other section (rules/demo.ts).
  if (demo) return [{ label: 'Short Courses', to: `/courses/${DEMO_COURSE.id}` }];
  return [
    ...(sectionOpenIn('general-info', country) ? [{ label: 'General Information', to: '/general-info' }] : []),
    { label: 'Short Courses', to: '/courses' },
    ...(appTheme === 'natcat' ? [{ label: 'NatCat', to: '/natcat' }] : []),
    // The same rule sends /test-your-knowledge to /not-found elsewhere (routes/guards.tsx CountryRoute).
    ...(sectionOpenIn('quiz', country) ? [{ label: 'Test Your Knowledge', to: '/test-your-knowledge', isNew: true }] : []),
  ];
}

/**
 * The product's own calculators (docs/product/calculators.md#calculator-routes). The spec lists only the
 * external tools in the Calculators submenu and links the internal two from nowhere; a broker looks for
 * them beside the others, so the submenu lists them first, for every country (neither is restricted).
 */
export const INTERNAL_CALCULATOR_LINKS: readonly ExternalLink[] = [
  { label: 'Building Cost Calculator', href: '/calculator/building-cost' },
  { label: 'Under-insurance Calculator', href: '/calculator/under-insurance' },
];

/** The Calculators submenu's external tools; every entry opens in a new tab. */
export function calculatorLinks(country: Country): ExternalLink[] {
  return [
    { label: 'Business Interruption Calculator', href: CALCULATOR_URLS.businessInterruption },
    ...(isAuNz(country)
      ? [
          { label: 'Under-insurance Calculator', href: CALCULATOR_URLS.underInsurance },
          { label: 'Limit of Liability Calculator', href: CALCULATOR_URLS.limitOfLiability },
        ]
      : []),
  ];
}

/** docs/product/shell-and-dashboard.md#points-badge: points badges appear only for au and nz. */
export function showsPointsBadge(country: Country): country is 'au' | 'nz' {
  return sectionOpenIn('points', country);
}

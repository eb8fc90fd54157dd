import {
  Briefcase,
  Building2,
  Car,
  Cog,
  HardHat,
  House,
  Landmark,
  Lock,
  Package,
  PackageX,
  Plane,
  Shield,
  ShieldAlert,
  Ship,
  Snowflake,
  Sofa,
  Store,
  TrendingDown,
  Users,
  Wrench,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { classIconSlug, type ClassIconSlug } from '@riskatlas/domain';

/** One icon per slug that has its own icon (docs/product/industry-search-and-pages.md#class-icons); the type makes a missing slug a compile error. */
export const CLASS_ICONS: Record<ClassIconSlug, LucideIcon> = {
  property_damage: Building2,
  business_interruption: TrendingDown,
  crime: Lock,
  marine_including_inland_transit: Ship,
  motor: Car,
  public_liability: Users,
  product_liability: Package,
  professional_indemnity: Briefcase,
  management_liability: Landmark,
  employer_liability_workers_compensation: HardHat,
  equipment_breakdown: Wrench,
  machinery_and_engineering: Cog,
  cyber_risks: ShieldAlert,
  corporate_travel: Plane,
  product_recall_product_contamination: PackageX,
  commercial_lines: Store,
  personal_lines: House,
  home_contents: Sofa,
  deterioration_of_stock_in_cold_storage: Snowflake,
};

/** The icon of any other slug (core, employer_liability, new classes). */
export const GenericClassIcon: LucideIcon = Shield;

export interface ClassIconProps extends Omit<LucideProps, 'ref'> {
  /** The insurance class slug, e.g. `property_damage`. Required. */
  slug: string;
}

/** An insurance class's icon. Decorative (hidden from screen readers): the class name sits beside it. */
export function ClassIcon({ slug, size = 24, ...rest }: ClassIconProps) {
  const own = classIconSlug(slug);
  const Icon = own ? CLASS_ICONS[own] : GenericClassIcon;
  return <Icon aria-hidden="true" focusable="false" size={size} data-class-icon={own ?? 'generic'} {...rest} />;
}

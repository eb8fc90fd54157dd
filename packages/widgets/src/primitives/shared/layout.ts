import type { CSSProperties, DefaultTheme } from 'styled-components';

/** A step of the theme's spacing scale: layouts space their children with the theme, never with pixels. */
export type SpaceName = keyof DefaultTheme['space'];

export interface FlowProps {
  /** Space between children, from the theme's scale. */
  gap?: SpaceName;
  /** Cross-axis alignment of the children (`align-items`). */
  align?: CSSProperties['alignItems'];
  /** Main-axis distribution of the children (`justify-content`). */
  justify?: CSSProperties['justifyContent'];
}

/** The theme's spacing steps, smallest first (for controls that pick one, such as the stories'). */
export const SPACE_NAMES: readonly SpaceName[] = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

/** Storybook's control for a layout's `gap`. */
export const gapControl = { control: 'inline-radio', options: SPACE_NAMES } as const;

const FLOW_PROPS = new Set<string>(['gap', 'align', 'justify', 'wrap']);

/**
 * Keeps the layout props off the DOM: `align` is also an obsolete HTML attribute that React would write
 * to the element, and `wrap` a textarea's.
 */
export const notFlowProp = (prop: string) => !FLOW_PROPS.has(prop);

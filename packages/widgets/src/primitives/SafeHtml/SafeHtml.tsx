import { useMemo, type ComponentPropsWithRef, type ElementType } from 'react';
import { Root } from './SafeHtml.styles';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the API or from a user. It is always sanitised before it reaches the DOM. Required. */
  html: string;
  /** The element to render. Default: `div`. */
  as?: ElementType;
  /** Cap the text at this many lines with an ellipsis (e.g. the hazard summary's 4 rows). Default: no cap. */
  lineClamp?: number;
}

/** Renders API or user HTML after sanitising it (DOMPurify, allow-list). Rest props go to the root. */
export function SafeHtml({ html, as = 'div', lineClamp, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Root as={as} $lineClamp={lineClamp} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}

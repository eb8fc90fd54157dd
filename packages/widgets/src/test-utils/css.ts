/**
 * A colour as the browser's computed style writes it (`rgb(0, 50, 98)`), so a test can compare a
 * computed style with a theme value given in any notation.
 */
export function computedColor(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

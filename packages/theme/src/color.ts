const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const functionalColor = /^(rgba?|hsla?)\(\s*([^()]*?)\s*\)$/i;
const number = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const percentage = /^[+-]?(?:\d+\.?\d*|\.\d+)%$/;
const angle = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:deg)?$/i;

function inRange(value: string, max: number): boolean {
  if (percentage.test(value)) {
    const amount = Number.parseFloat(value);
    return amount >= 0 && amount <= 100;
  }
  if (number.test(value)) {
    const amount = Number.parseFloat(value);
    return amount >= 0 && amount <= max;
  }
  return false;
}

function validAlpha(value: string): boolean {
  return inRange(value, 1);
}

/**
 * Splits `rgb()`/`hsl()` arguments in either syntax: legacy commas (`rgb(0, 50, 99, 0.5)`) or
 * modern spaces with an optional slash before alpha (`rgb(0 50 99 / 50%)`).
 */
function splitArguments(body: string): { channels: string[]; alpha?: string } | undefined {
  if (body.includes(',')) {
    if (body.includes('/')) return undefined;
    const parts = body.split(',').map((part) => part.trim());
    if (parts.length === 3) return { channels: parts };
    if (parts.length === 4) return { channels: parts.slice(0, 3), alpha: parts[3] };
    return undefined;
  }
  const [channelText = '', alpha, ...extra] = body.split('/').map((part) => part.trim());
  if (extra.length > 0) return undefined;
  const channels = channelText.split(/\s+/).filter(Boolean);
  if (channels.length !== 3) return undefined;
  return alpha === undefined ? { channels } : { channels, alpha };
}

/**
 * Whether `value` is a colour a theme may carry: hex (#rgb, #rgba, #rrggbb, #rrggbbaa),
 * `rgb()`/`rgba()`/`hsl()`/`hsla()` with in-range channels, or `transparent`.
 *
 * CSS colour names other than `transparent` are rejected on purpose: partner themes arrive as
 * JSON and feed PDF reports and contrast checks too, which need a colour we can parse exactly,
 * and a typo such as `"nvy"` should fail loudly rather than render as the browser's default.
 */
export function isValidColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text.toLowerCase() === 'transparent') return true;
  if (hexColor.test(text)) return true;
  const match = functionalColor.exec(text);
  if (!match) return false;
  const kind = (match[1] ?? '').toLowerCase();
  const parts = splitArguments(match[2] ?? '');
  if (!parts) return false;
  if (parts.alpha !== undefined && !validAlpha(parts.alpha)) return false;
  const [first = '', second = '', third = ''] = parts.channels;
  if (kind.startsWith('rgb')) {
    return [first, second, third].every((channel) => inRange(channel, 255));
  }
  return angle.test(first) && percentage.test(second) && inRange(second, 100) && percentage.test(third) && inRange(third, 100);
}

function channelsOfHex(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1] ?? '';
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

function relativeLuminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/**
 * WCAG contrast ratio of two opaque hex colours (1 to 21), or `undefined` when either is not an
 * opaque hex colour. Used to check that themes keep text readable (AA needs 4.5 for body text).
 */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const first = channelsOfHex(foreground);
  const second = channelsOfHex(background);
  if (!first || !second) return undefined;
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

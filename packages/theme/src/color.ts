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

type Channels = [number, number, number];

function hueToChannel(p: number, q: number, t: number): number {
  const h = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (h < 1 / 6) return p + (q - p) * 6 * h;
  if (h < 1 / 2) return q;
  if (h < 2 / 3) return p + (q - p) * (2 / 3 - h) * 6;
  return p;
}

function channelsOfHsl(hue: number, saturation: number, lightness: number): Channels {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return [hueToChannel(p, q, h + 1 / 3) * 255, hueToChannel(p, q, h) * 255, hueToChannel(p, q, h - 1 / 3) * 255];
}

function hslOfChannels([red, green, blue]: Channels): Channels {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function amountOf(value: string, scale: number): number {
  return value.endsWith('%') ? (Number.parseFloat(value) / 100) * scale : Number.parseFloat(value);
}

/**
 * The red, green and blue channels (0 to 255) of an opaque colour a theme may carry: hex without
 * alpha (or with a full alpha), `rgb()` or `hsl()` without alpha (or alpha 1). `undefined` for
 * `transparent`, translucent colours and anything `isValidColor` refuses, because their contrast
 * depends on what lies beneath.
 */
function opaqueChannels(value: string): Channels | undefined {
  if (!isValidColor(value)) return undefined;
  const text = value.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
  if (hex) {
    const digits = hex[1] ?? '';
    const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
    if (full.length === 8 && full.slice(6).toLowerCase() !== 'ff') return undefined;
    return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Channels;
  }
  const match = functionalColor.exec(text);
  if (!match) return undefined;
  const parts = splitArguments(match[2] ?? '');
  if (!parts) return undefined;
  if (parts.alpha !== undefined && amountOf(parts.alpha, 1) !== 1) return undefined;
  const [first = '', second = '', third = ''] = parts.channels;
  if ((match[1] ?? '').toLowerCase().startsWith('rgb')) {
    return [first, second, third].map((channel) => amountOf(channel, 255)) as Channels;
  }
  return channelsOfHsl(Number.parseFloat(first), Number.parseFloat(second), Number.parseFloat(third));
}

function hexOfChannels(channels: Channels): string {
  return `#${channels
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function relativeLuminance([red, green, blue]: Channels): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function ratioOf(first: Channels, second: Channels): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * WCAG contrast ratio of two opaque colours (1 to 21): hex, `rgb()` or `hsl()`. `undefined` when
 * either is translucent, `transparent` or not a valid colour. Used to check that themes keep text
 * readable (AA needs 4.5 for body text, 3 for focus rings and other non-text indicators).
 */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const first = opaqueChannels(foreground);
  const second = opaqueChannels(background);
  if (!first || !second) return undefined;
  return ratioOf(first, second);
}

/**
 * `colour` moved in lightness by `amount` percentage points (negative: darker), as hex; `colour`
 * itself when it is not opaque.
 */
export function shiftLightness(colour: string, amount: number): string {
  const channels = opaqueChannels(colour);
  if (!channels) return colour;
  const [hue, saturation, lightness] = hslOfChannels(channels);
  return hexOfChannels(channelsOfHsl(hue, saturation, Math.min(100, Math.max(0, lightness + amount))));
}

/**
 * `colour` unchanged when it reaches `minimum` contrast against `background`; otherwise the nearest
 * colour of the same hue and saturation that does, found by moving its lightness away from the
 * background (darker on a light background, lighter on a dark one) one point at a time. `undefined`
 * when no lightness reaches the minimum, or when either colour is not opaque.
 */
export function withContrast(colour: string, background: string, minimum: number): string | undefined {
  const channels = opaqueChannels(colour);
  const against = opaqueChannels(background);
  if (!channels || !against) return undefined;
  if (ratioOf(channels, against) >= minimum) return colour;
  const [hue, saturation, lightness] = hslOfChannels(channels);
  // Against a light background only darker colours gain contrast, and the reverse.
  const step = ratioOf([0, 0, 0], against) >= ratioOf([255, 255, 255], against) ? -1 : 1;
  for (let next = lightness + step; next >= 0 && next <= 100; next += step) {
    const candidate = channelsOfHsl(hue, saturation, next);
    if (ratioOf(candidate, against) >= minimum) return hexOfChannels(candidate);
  }
  const end = channelsOfHsl(hue, saturation, step < 0 ? 0 : 100);
  return ratioOf(end, against) >= minimum ? hexOfChannels(end) : undefined;
}

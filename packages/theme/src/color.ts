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

type Channels = number[];

function amountOf(value: string, scale: number): number {
  return value.endsWith('%') ? (Number.parseFloat(value) / 100) * scale : Number.parseFloat(value);
}

/**
 * The red, green and blue channels (0 to 255) of an opaque colour a theme may carry: hex, `rgb()` or
 * `hsl()` without alpha (or a full alpha). `undefined` for `transparent`, translucent colours and
 * anything `isValidColor` refuses, because their contrast depends on what lies beneath.
 */
function opaqueChannels(value: string): Channels | undefined {
  if (!isValidColor(value)) return undefined;
  const text = value.trim();
  if (text.startsWith('#')) {
    const digits = text.length < 6 ? text.slice(1).replace(/./g, '$&$&') : text.slice(1);
    if (digits.length === 8 && !/ff$/i.test(digits)) return undefined;
    return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16));
  }
  const match = functionalColor.exec(text);
  const parts = match && splitArguments(match[2] ?? '');
  if (!parts || (parts.alpha !== undefined && amountOf(parts.alpha, 1) !== 1)) return undefined;
  const [first = '', second = '', third = ''] = parts.channels;
  if (/^rgb/i.test(text)) return [first, second, third].map((channel) => amountOf(channel, 255));
  // hsl() to rgb(), the CSS Color 4 formula.
  const hue = Number.parseFloat(first) / 30;
  const lightness = amountOf(third, 1);
  const chroma = amountOf(second, 1) * Math.min(lightness, 1 - lightness);
  return [0, 8, 4].map((offset) => {
    const k = (((offset + hue) % 12) + 12) % 12;
    return (lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  });
}

function hexOfChannels(channels: Channels): string {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance(channels: Channels): number {
  const [red = 0, green = 0, blue = 0] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function ratioOf(first: Channels, second: Channels): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const black = [0, 0, 0];
const white = [255, 255, 255];

function mix(channels: Channels, target: Channels, share: number): Channels {
  return channels.map((channel, index) => channel + ((target[index] ?? 0) - channel) * share);
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
 * `colour` mixed with black (negative `amount`) or white by `amount` percent, as hex: a darker or
 * lighter shade of the same hue. `colour` itself when it is not opaque.
 */
export function shiftLightness(colour: string, amount: number): string {
  const channels = opaqueChannels(colour);
  return channels ? hexOfChannels(mix(channels, amount < 0 ? black : white, Math.min(1, Math.abs(amount) / 100))) : colour;
}

/**
 * `colour` unchanged when it reaches `minimum` contrast against `background`; otherwise the nearest
 * shade of its hue that does, found by mixing it with black on a light background (white on a dark
 * one) in steps of 2 %. `undefined` when no shade reaches the minimum, or when either colour is not
 * opaque.
 */
export function withContrast(colour: string, background: string, minimum: number): string | undefined {
  const channels = opaqueChannels(colour);
  const against = opaqueChannels(background);
  if (!channels || !against) return undefined;
  if (ratioOf(channels, against) >= minimum) return colour;
  // Against a light background only darker colours gain contrast, and the reverse.
  const target = ratioOf(black, against) >= ratioOf(white, against) ? black : white;
  for (let step = 1; step <= 50; step += 1) {
    const candidate = mix(channels, target, step / 50);
    if (ratioOf(candidate, against) >= minimum) return hexOfChannels(candidate);
  }
  return undefined;
}

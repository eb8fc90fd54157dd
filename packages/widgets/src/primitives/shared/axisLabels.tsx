/** The font of a chart's category labels: what the room for them is measured with. */
export interface AxisLabelFont {
  family: string;
  /** In px (or SVG user units, for a chart drawn in a viewBox). */
  size: number;
  /**
   * The chart is also captured as an image (the report's charts): an image cannot use the page's web
   * fonts, so its text falls back to an installed font, often wider. Labels are then measured in both
   * and the wider counts. Default `false`.
   */
  image?: boolean;
}

/** Where a horizontal bar chart's category labels go: the room beside the axis and each label's lines. */
export interface AxisLabelLayout {
  /** Width the longest line needs, never more than the `maxWidth` asked for. */
  width: number;
  /** Height of one line of a label. */
  lineHeight: number;
  /** The most lines any label takes: a row must be at least `maxLines * lineHeight` high. */
  maxLines: number;
  /** A label's lines, each at most `width` wide. */
  lines: (label: string) => readonly string[];
}

/**
 * Measured widths run a little under what the browser draws (sub-pixel rounding, and the web font may
 * arrive after the measure), so every width is padded by this share.
 */
const SLACK = 1.06;
/** Without a canvas (server render, jsdom) a character is taken as this share of the font size: a wide guess, so labels still fit. */
const AVERAGE_CHARACTER = 0.62;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function measurer(): OffscreenCanvasRenderingContext2D | null {
  if (context === undefined) {
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  return context;
}

const unquoted = (name: string) =>
  name
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();

/** `family` without the page's web fonts: what an image of the chart is drawn in. */
function installedFamily(family: string): string {
  if (typeof document === 'undefined' || !('fonts' in document)) return family;
  const web = new Set([...document.fonts].map((face) => unquoted(face.family)));
  const installed = family.split(',').filter((name) => !web.has(unquoted(name)));
  return installed.length > 0 ? installed.join(',') : 'sans-serif';
}

/** The drawn width of `text` in `font`, padded by the slack. */
export function textWidth(text: string, font: AxisLabelFont): number {
  const canvas = measurer();
  if (!canvas) return text.length * font.size * AVERAGE_CHARACTER;
  const families = font.image ? [font.family, installedFamily(font.family)] : [font.family];
  return (
    Math.max(
      ...families.map((family) => {
        canvas.font = `${String(font.size)}px ${family}`;
        return canvas.measureText(text).width;
      }),
    ) * SLACK
  );
}

/** Greedy word wrap; a single word wider than the room is cut between characters so nothing overflows. */
function wrap(label: string, room: number, font: AxisLabelFont): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font) <= room) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, font) > room && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), font) > room) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The room a horizontal bar chart's category labels need: as wide as the longest label, up to
 * `maxWidth`; a label longer than that wraps onto more lines instead of being clipped at the chart's
 * left edge (docs/product/hazard-index.md#chart-and-grid).
 */
export function axisLabelLayout(labels: readonly string[], font: AxisLabelFont, maxWidth: number): AxisLabelLayout {
  const natural = Math.max(0, ...labels.map((label) => textWidth(label, font)));
  // A chart not yet measured (or absurdly narrow) still gets a few words' room, not one character's.
  const room = Math.min(Math.ceil(natural), Math.max(Math.floor(maxWidth), font.size * 6));
  const wrapped = new Map(labels.map((label) => [label, wrap(label, room, font)]));
  const width = Math.ceil(Math.max(0, ...[...wrapped.values()].flat().map((line) => textWidth(line, font))));
  return {
    width,
    lineHeight: Math.ceil(font.size * 1.25),
    maxLines: Math.max(1, ...[...wrapped.values()].map((lines) => lines.length)),
    lines: (label) => wrapped.get(label) ?? wrap(label, room, font),
  };
}

/** Lines of one label as `<tspan>`s, vertically centred on `y`, right-aligned at `x`. */
export function LabelLines({ lines, x, y, lineHeight }: { lines: readonly string[]; x: number; y: number; lineHeight: number }) {
  const first = y - ((lines.length - 1) * lineHeight) / 2;
  return lines.map((line, index) => (
    <tspan key={index} x={x} y={first + index * lineHeight}>
      {line}
    </tspan>
  ));
}

/** Gap between the axis and a label: nivo's default tick size plus its tick padding. */
export const NIVO_TICK_GAP = 10;

/**
 * A nivo `axisLeft.renderTick` that draws the category label on the lines `layout` gives it, so a
 * long class name wraps inside the chart's left margin.
 */
export function wrappedNivoTick(layout: AxisLabelLayout, font: AxisLabelFont, fill: string) {
  function WrappedTick({ value, x, y }: { value: string | number; x: number; y: number }) {
    return (
      <g transform={`translate(${String(x)},${String(y)})`}>
        <line x1={0} x2={-5} y1={0} y2={0} stroke="#777777" strokeWidth={1} />
        <text
          textAnchor="end"
          dominantBaseline="central"
          fill={fill}
          style={{ fontFamily: font.family, fontSize: font.size }}
          data-axis-label
        >
          <LabelLines lines={layout.lines(String(value))} x={-NIVO_TICK_GAP} y={0} lineHeight={layout.lineHeight} />
        </text>
      </g>
    );
  }
  return WrappedTick;
}

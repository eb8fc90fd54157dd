import { useEffect, useEffectEvent, useId, useMemo, useRef, type ComponentPropsWithRef } from 'react';
import { useRiskAtlasTheme } from '@riskatlas/theme';
import type { NatcatProfile } from '../NatCatPanel/types';
import { natcatCopy, sortNatcatProfiles } from '../rules/natcat';
import { axisLabelLayout, LabelLines } from '../primitives/shared/axisLabels';
import { Root } from './NatCatChart.styles';

export interface NatCatChartProps extends Omit<ComponentPropsWithRef<'figure'>, 'children'> {
  /** The location's profiles; drawn by graph_value, highest first. Required. */
  profiles: readonly NatcatProfile[];
  /**
   * Receives the chart as an SVG data URL once drawn, and '' first whenever the profiles change (the
   * report's natcatIndexChartDataUrl resets to empty when profiles change). Default: none.
   */
  onCapture?: (dataUrl: string) => void;
}

const WIDTH = 640;
/** Height of a bar's row when its label fits on one line. */
const ROW = 24;
const VALUE = 44;
const FONT_SIZE = 13;
/** Room between a label and its bar. */
const LABEL_GAP = 8;
/** The hazard names take at most this share of the chart; a longer name wraps. */
const MAX_LABEL_WIDTH = 0.4 * WIDTH;

/** The natural catastrophe index chart: one bar per profile, its graph_value, in the risk colours. */
export function NatCatChart({ profiles, onCapture, ...rest }: NatCatChartProps) {
  const theme = useRiskAtlasTheme();
  const svgRef = useRef<SVGSVGElement>(null);
  const titleId = useId();
  const sorted = sortNatcatProfiles(profiles);
  const family = theme.font.family.body;
  const labels = useMemo(
    () =>
      axisLabelLayout(
        profiles.map((profile) => profile.name),
        // Also captured for the report's image.
        { family, size: FONT_SIZE, image: true },
        MAX_LABEL_WIDTH,
      ),
    [profiles, family],
  );
  // The viewBox scales with the figure, so room measured in its units holds at every screen width.
  const label = labels.width + LABEL_GAP;
  const row = Math.max(ROW, labels.maxLines * labels.lineHeight + 6);
  const height = Math.max(1, sorted.length) * row + 8;
  const capture = useEffectEvent((dataUrl: string) => onCapture?.(dataUrl));

  useEffect(() => {
    capture('');
    const svg = svgRef.current;
    if (!svg || profiles.length === 0) return;
    capture(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`);
  }, [profiles, theme]);

  const barWidth = WIDTH - label - VALUE;
  return (
    <Root {...rest}>
      <svg ref={svgRef} xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>Natural catastrophe index by hazard</title>
        {sorted.map((profile, index) => {
          const risk = profile.analysis.risk_index;
          const y = 4 + index * row;
          const middle = y + row / 2;
          const width = (Math.max(0, Math.min(100, profile.analysis.graph_value)) / 100) * barWidth;
          return (
            <g key={profile.id}>
              <text
                textAnchor="end"
                dominantBaseline="central"
                fontSize={FONT_SIZE}
                fill={theme.color.text.default}
                fontFamily={theme.font.family.body}
                data-axis-label
              >
                <LabelLines lines={labels.lines(profile.name)} x={label - LABEL_GAP} y={middle} lineHeight={labels.lineHeight} />
              </text>
              <rect
                x={label}
                y={middle - (ROW - 6) / 2}
                width={Math.max(width, 1)}
                height={ROW - 6}
                fill={theme.color.natcat[risk === 'none' ? 'unknown' : risk]}
                stroke={theme.color.border.strong}
                strokeWidth="0.5"
              />
              <text
                x={label + width + 6}
                y={middle}
                dominantBaseline="central"
                fontSize="12"
                fill={theme.color.text.default}
                fontFamily={theme.font.family.body}
              >
                {risk === 'none' ? natcatCopy.noData : profile.analysis.graph_value}
              </text>
            </g>
          );
        })}
      </svg>
    </Root>
  );
}

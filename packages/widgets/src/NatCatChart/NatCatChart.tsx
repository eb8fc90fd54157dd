import { useEffect, useEffectEvent, useId, useRef, type ComponentPropsWithRef } from 'react';
import { useRiskAtlasTheme } from '@riskatlas/theme';
import type { NatcatProfile } from '../NatCatPanel/types';
import { natcatCopy, sortNatcatProfiles } from '../rules/natcat';
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
const ROW = 24;
const LABEL = 190;
const VALUE = 44;

/** The natural catastrophe index chart: one bar per profile, its graph_value, in the risk colours. */
export function NatCatChart({ profiles, onCapture, ...rest }: NatCatChartProps) {
  const theme = useRiskAtlasTheme();
  const svgRef = useRef<SVGSVGElement>(null);
  const titleId = useId();
  const sorted = sortNatcatProfiles(profiles);
  const height = Math.max(1, sorted.length) * ROW + 8;
  const capture = useEffectEvent((dataUrl: string) => onCapture?.(dataUrl));

  useEffect(() => {
    capture('');
    const svg = svgRef.current;
    if (!svg || profiles.length === 0) return;
    capture(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`);
  }, [profiles, theme]);

  const barWidth = WIDTH - LABEL - VALUE;
  return (
    <Root {...rest}>
      <svg ref={svgRef} xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>Natural catastrophe index by hazard</title>
        {sorted.map((profile, index) => {
          const risk = profile.analysis.risk_index;
          const y = 4 + index * ROW;
          const width = (Math.max(0, Math.min(100, profile.analysis.graph_value)) / 100) * barWidth;
          return (
            <g key={profile.id}>
              <text
                x={LABEL - 8}
                y={y + 16}
                textAnchor="end"
                fontSize="13"
                fill={theme.color.text.default}
                fontFamily={theme.font.family.body}
              >
                {profile.name}
              </text>
              <rect
                x={LABEL}
                y={y + 3}
                width={Math.max(width, 1)}
                height={ROW - 6}
                fill={theme.color.natcat[risk === 'none' ? 'unknown' : risk]}
                stroke={theme.color.border.strong}
                strokeWidth="0.5"
              />
              <text x={LABEL + width + 6} y={y + 16} fontSize="12" fill={theme.color.text.default} fontFamily={theme.font.family.body}>
                {risk === 'none' ? natcatCopy.noData : profile.analysis.graph_value}
              </text>
            </g>
          );
        })}
      </svg>
    </Root>
  );
}

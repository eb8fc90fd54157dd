import type { LatLng } from '@riskatlas/api-client';
import { useId } from 'react';
import { natcatRiskLabel } from '../rules/natcat';
import { NatCatMap } from './NatCatMap';
import { Body, Classifications, Facts, Header, Item, Legend, RiskBadge, Sources, SubHeading, Swatch, Toggle } from './NatCatPanel.styles';
import type { NatcatProfile } from './types';

export interface NatCatProfileItemProps {
  profile: NatcatProfile;
  location: LatLng;
  selected: boolean;
  expanded: boolean;
  onSelectedChange: (selected: boolean) => void;
  onExpandedChange: (expanded: boolean) => void;
}

/** Ours: the product names the risk classifications but gives them no heading. */
export const natcatClassificationCopy = {
  heading: 'Risk classifications',
  category: 'Risk category',
} as const;

const RISK_LEVELS = ['low', 'medium', 'high'] as const;

/**
 * The layer's risk classifications: what puts a location in each risk band, per category, so the
 * broker can see why the profile reads Low, Medium or High (docs/product/natcat.md#profiles).
 */
function RiskClassifications({ profile }: { profile: NatcatProfile }) {
  const categories = profile.risk_classifications.risk_categories;
  if (categories.length === 0) return null;
  const items = { low: 'low_risks', medium: 'medium_risks', high: 'high_risks' } as const;
  return (
    <>
      <SubHeading>{natcatClassificationCopy.heading}</SubHeading>
      <Classifications aria-label={`${profile.name} ${natcatClassificationCopy.heading.toLowerCase()}`}>
        <thead>
          <tr>
            <th scope="col">{natcatClassificationCopy.category}</th>
            {RISK_LEVELS.map((level) => (
              <th key={level} scope="col">
                {natcatRiskLabel(level)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.name}>
              <th scope="row">{category.name}</th>
              {RISK_LEVELS.map((level) => (
                <td key={level}>{category[items[level]].join(', ')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Classifications>
    </>
  );
}

/** One profile: a header (checkbox, name, risk) that expands to its analysis, risk classifications, legend, sources and map. */
export function NatCatProfileItem({ profile, location, selected, expanded, onSelectedChange, onExpandedChange }: NatCatProfileItemProps) {
  const bodyId = useId();
  const { analysis } = profile;
  const risk = analysis.risk_index;
  return (
    <Item data-profile={profile.id}>
      <Header>
        <input
          type="checkbox"
          checked={selected}
          aria-label={`Include ${profile.name}`}
          onChange={(event) => onSelectedChange(event.target.checked)}
        />
        <Toggle type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={() => onExpandedChange(!expanded)}>
          <span>{profile.name}</span>
          <RiskBadge $risk={risk}>{natcatRiskLabel(risk)}</RiskBadge>
        </Toggle>
      </Header>
      {expanded ? (
        <Body id={bodyId}>
          <div>
            <Facts>
              <dt>Hazard</dt>
              <dd>{analysis.hazard}</dd>
              {analysis.return_period ? (
                <>
                  <dt>Return period</dt>
                  <dd>{analysis.return_period}</dd>
                </>
              ) : null}
              {risk === 'none' ? null : (
                <>
                  <dt>Risk</dt>
                  <dd>{analysis.risk_description[risk]}</dd>
                </>
              )}
              <dt>Index</dt>
              <dd>{analysis.graph_value}</dd>
            </Facts>
            <RiskClassifications profile={profile} />
            {profile.legends.map((legend) => (
              <section key={legend.layerId} aria-label={`${profile.name} legend`}>
                <SubHeading>{legend.subtitle}</SubHeading>
                <Legend>
                  {legend.rules.map((rule) => {
                    const symbolizer = rule.symbolizers[0];
                    const color = symbolizer?.raster?.color ?? symbolizer?.polygon?.fill;
                    return (
                      <li key={rule.title}>
                        {color ? <Swatch $color={color} aria-hidden="true" /> : null}
                        {rule.title}
                      </li>
                    );
                  })}
                </Legend>
              </section>
            ))}
            <SubHeading>Sources</SubHeading>
            <Sources>
              {profile.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </Sources>
          </div>
          <NatCatMap profile={profile} location={location} selected={selected} />
        </Body>
      ) : null}
    </Item>
  );
}

import type { LatLng } from '@riskatlas/api-client';
import { useId } from 'react';
import { natcatRiskLabel } from '../rules/natcat';
import { NatCatMap } from './NatCatMap';
import { Body, Facts, Header, Item, Legend, RiskBadge, Sources, SubHeading, Swatch, Toggle } from './NatCatPanel.styles';
import type { NatcatProfile } from './types';

export interface NatCatProfileItemProps {
  profile: NatcatProfile;
  location: LatLng;
  selected: boolean;
  expanded: boolean;
  onSelectedChange: (selected: boolean) => void;
  onExpandedChange: (expanded: boolean) => void;
}

/** One profile: a header (checkbox, name, risk) that expands to its analysis, legend, sources and map. */
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

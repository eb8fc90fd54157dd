import { useIndustryEndorsements, type Schema } from '@riskatlas/api-client';
import { mediaQuery } from '@riskatlas/theme';
import { useMemo, useState, type ComponentPropsWithRef } from 'react';
import { SafeHtml } from '../primitives/SafeHtml';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { SegmentTabs } from '../primitives/shared/SegmentTabs';
import { GroupHeading, PlainList, SectionRoot } from '../primitives/shared/sections.styles';
import { useMediaQuery } from '../primitives/shared/useMediaQuery';
import { groupEndorsements, industryEmptyCopy } from '../rules/industry-content';
import { Entry, Label, Table } from './Endorsements.styles';

export type EndorsementMark = Schema<'EndorsementMark'>;
type Endorsement = Schema<'Endorsement'>;

export const ENDORSEMENT_MARKS: readonly { value: EndorsementMark; label: string }[] = [
  { value: 'Mark IV', label: 'Mark IV' },
  { value: 'Mark V', label: 'Mark V' },
];

/** Column and field names. */
export const endorsementCopy = { code: 'Code', heading: 'Heading', text: 'Endorsement', explanation: 'Explanation' } as const;

export interface EndorsementsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
  /** The mark first shown. Default `'Mark IV'`. */
  defaultMark?: EndorsementMark;
}

function Items({ items }: { items: readonly string[] }) {
  return items.length > 0 ? (
    <PlainList>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </PlainList>
  ) : null;
}

function EndorsementTable({ endorsements }: { endorsements: readonly Endorsement[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{endorsementCopy.code}</th>
          <th scope="col">{endorsementCopy.heading}</th>
          <th scope="col">{endorsementCopy.text}</th>
          <th scope="col">{endorsementCopy.explanation}</th>
        </tr>
      </thead>
      <tbody>
        {endorsements.map((endorsement) => (
          <tr key={endorsement.code}>
            <td>{endorsement.code}</td>
            <td>{endorsement.heading}</td>
            <td>
              <SafeHtml html={endorsement.text} />
              <Items items={endorsement.items} />
            </td>
            <td>
              <SafeHtml html={endorsement.explanation} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function EndorsementList({ endorsements }: { endorsements: readonly Endorsement[] }) {
  return (
    <div data-layout="list">
      {endorsements.map((endorsement) => (
        <Entry key={endorsement.code}>
          <h4>
            {endorsement.code} {endorsement.heading}
          </h4>
          <SafeHtml html={endorsement.text} />
          <Items items={endorsement.items} />
          <Label>{endorsementCopy.explanation}</Label>
          <SafeHtml html={endorsement.explanation} />
        </Entry>
      ))}
    </div>
  );
}

/**
 * Endorsements of an industry (docs/product/industry-search-and-pages.md#endorsements): a Mark IV / Mark V menu, grouped by type name and sorted
 * by type; a table on wide screens, a list at 768 px or below. Texts are API HTML, rendered through
 * SafeHtml. Rest props go to the root `<section>`.
 */
export function Endorsements({ industryId, defaultMark = 'Mark IV', ...rest }: EndorsementsProps) {
  const [mark, setMark] = useState<EndorsementMark>(defaultMark);
  const { data, error, isLoading } = useIndustryEndorsements(industryId, mark, { shouldRetryOnError: false });
  const groups = useMemo(() => groupEndorsements(data?.data ?? []), [data]);
  const narrow = useMediaQuery(mediaQuery.atMost('md'));

  return (
    <SectionRoot aria-label="Endorsement List" {...rest}>
      <SegmentTabs label="Endorsement mark" tabs={ENDORSEMENT_MARKS} value={mark} onChange={setMark}>
        <SectionStatus
          loading={isLoading}
          empty={Boolean(error) || groups.length === 0}
          loadingLabel="Loading endorsements"
          emptyMessage={industryEmptyCopy.endorsements}
        >
          {groups.map((group) => (
            <div key={group.name}>
              <GroupHeading>{group.name}</GroupHeading>
              {narrow ? <EndorsementList endorsements={group.items} /> : <EndorsementTable endorsements={group.items} />}
            </div>
          ))}
        </SectionStatus>
      </SegmentTabs>
    </SectionRoot>
  );
}

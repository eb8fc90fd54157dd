import { useClassificationLevel, type Schema } from '@riskatlas/api-client';
import { useState, type ComponentPropsWithRef } from 'react';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { SectionRoot } from '../primitives/shared/sections.styles';
import { industryEmptyCopy } from '../rules/industry-content';
import { industryTarget } from '@riskatlas/domain';
import { Choice, Code, Column, Columns } from './IndustryBrowser.styles';

type Node = Schema<'ClassificationNode'>;

export interface IndustryBrowserProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The classification, as the taxonomy's abbr and revision lowercased. Default ANZSIC 2006 (`anzsic`, `2006`). */
  classification?: { abbr: string; revision: string };
  /** Called when a leaf (an industry) is chosen. Required. */
  onNavigate: (navigation: { href: string; industryId: number; name: string }) => void;
}

interface LevelProps {
  classification: { abbr: string; revision: string };
  code: string | undefined;
  depth: number;
  selected: string | undefined;
  onChoose: (node: Node) => void;
}

function Level({ classification, code, depth, selected, onChoose }: LevelProps) {
  const { data, error, isLoading, mutate } = useClassificationLevel(
    { ...classification, ...(code === undefined ? {} : { code }) },
    { shouldRetryOnError: false },
  );
  const nodes = data?.data ?? [];
  const levelName = nodes[0]?.level ?? data?.meta.structure.split(',')[depth] ?? '';
  return (
    <Column aria-label={levelName || 'Loading'}>
      {levelName ? <h3>{levelName}</h3> : null}
      <SectionStatus
        loading={isLoading}
        empty={Boolean(error) || nodes.length === 0}
        failure={error}
        onRetry={() => void mutate()}
        loadingLabel="Loading classification"
        emptyMessage={industryEmptyCopy.noData}
      >
        <ul>
          {nodes.map((node) => (
            <li key={`${node.code}-${String(node.industry_id)}`}>
              <Choice type="button" aria-current={!node.leaf && node.code === selected ? 'true' : undefined} onClick={() => onChoose(node)}>
                {node.leaf ? null : (
                  <>
                    <Code>{node.code}</Code>{' '}
                  </>
                )}
                <span>{node.name}</span>
              </Choice>
            </li>
          ))}
        </ul>
      </SectionStatus>
    </Column>
  );
}

/**
 * Browse Industries by category (docs/product/industry-search-and-pages.md#browse-industries): a column per level of the classification; choosing a
 * non-leaf loads its children in the next column, choosing a leaf opens the industry. Every choice
 * is a button, so Tab and Enter browse it. Rest props go to the root `<section>`.
 */
export function IndustryBrowser({ classification = { abbr: 'anzsic', revision: '2006' }, onNavigate, ...rest }: IndustryBrowserProps) {
  const [path, setPath] = useState<string[]>([]);
  const levels = [undefined, ...path];
  return (
    <SectionRoot aria-label="Browse Industries" {...rest}>
      <Columns>
        {levels.map((code, depth) => (
          <Level
            key={code ?? 'top'}
            classification={classification}
            code={code}
            depth={depth}
            selected={path[depth]}
            onChoose={(node) => {
              if (node.leaf && node.industry_id !== null) {
                onNavigate({ href: industryTarget(node.industry_id, false), industryId: node.industry_id, name: node.name });
                return;
              }
              setPath([...path.slice(0, depth), node.code]);
            }}
          />
        ))}
      </Columns>
    </SectionRoot>
  );
}

import { useIndustryMedia, type Schema } from '@riskatlas/api-client';
import { useMemo, useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../primitives/Button';
import { Modal } from '../primitives/Modal';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { SegmentTabs } from '../primitives/shared/SegmentTabs';
import { GroupHeading, SectionRoot } from '../primitives/shared/sections.styles';
import { groupMedia, industryEmptyCopy } from '../rules/industry-content';
import { Gallery, Pager, Thumb, Viewer } from './Media.styles';

type MediaItem = Schema<'MediaItem'>;
export type MediaKind = 'image' | 'video';

export const MEDIA_TABS: readonly { value: MediaKind; label: string }[] = [
  { value: 'image', label: 'Photographs' },
  { value: 'video', label: 'Video Footage' },
];

export const mediaCopy = { previous: 'Previous', next: 'Next', source: 'Source', loading: 'Loading media' } as const;

export interface MediaProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
}

/**
 * Photographs and video footage of an industry (docs/product/industry-search-and-pages.md#media): a gallery of at least two ~220 px
 * columns, grouped by the kind of content, opening a viewer with previous and next.
 * Rest props go to the root `<section>`.
 */
export function Media({ industryId, ...rest }: MediaProps) {
  const { data, error, isLoading } = useIndustryMedia(industryId, { shouldRetryOnError: false });
  const [kind, setKind] = useState<MediaKind>('image');
  const [open, setOpen] = useState<number | null>(null);
  const items = useMemo(() => (data ? data[kind] : []), [data, kind]);
  const groups = useMemo(() => groupMedia(items), [items]);
  const ordered = groups.flatMap((group) => group.items);
  const current = open === null ? undefined : ordered[open];
  const step = (by: number) => setOpen((index) => (index === null ? null : (index + by + ordered.length) % ordered.length));

  return (
    <SectionRoot aria-label="Media" {...rest}>
      <SegmentTabs
        label="Media kind"
        tabs={MEDIA_TABS}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setOpen(null);
        }}
      >
        <SectionStatus
          loading={isLoading}
          empty={Boolean(error) || ordered.length === 0}
          loadingLabel={mediaCopy.loading}
          emptyMessage={industryEmptyCopy.noContent}
        >
          {groups.map((group) => (
            <div key={group.name}>
              {groups.length > 1 ? <GroupHeading>{group.name}</GroupHeading> : null}
              <Gallery>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <Thumb type="button" onClick={() => setOpen(ordered.indexOf(item))}>
                      <img src={item.thumbnail_url} alt="" loading="lazy" />
                      <span>{item.description}</span>
                    </Thumb>
                  </li>
                ))}
              </Gallery>
            </div>
          ))}
        </SectionStatus>
      </SegmentTabs>
      <Modal
        open={current !== undefined}
        onClose={() => setOpen(null)}
        title={current?.description ?? ''}
        width={880}
        footer={
          ordered.length > 1 ? (
            <Pager>
              <Button variant="secondary" onClick={() => step(-1)}>
                {mediaCopy.previous}
              </Button>
              <span>
                {(open ?? 0) + 1} / {ordered.length}
              </span>
              <Button variant="secondary" onClick={() => step(1)}>
                {mediaCopy.next}
              </Button>
            </Pager>
          ) : null
        }
      >
        {current ? <MediaView item={current} /> : null}
      </Modal>
    </SectionRoot>
  );
}

function MediaView({ item }: { item: MediaItem }) {
  return (
    <Viewer>
      {/* Industry footage has no narration, so it starts muted and there are no captions to offer. */}
      {item.type === 'video' ? (
        <video src={item.content_url} poster={item.thumbnail_url} controls muted preload="metadata" aria-label={item.description} />
      ) : (
        <img src={item.content_url} alt={item.description} />
      )}
      {item.source ? (
        <figcaption>
          {mediaCopy.source}: {item.source}
        </figcaption>
      ) : null}
    </Viewer>
  );
}

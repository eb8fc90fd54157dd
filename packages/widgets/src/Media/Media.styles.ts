import styled from 'styled-components';
import { Cluster, Stack } from '../primitives';
import { focusRing } from '../primitives/shared/styles';

/** At least two columns of about 220 px (docs/product/industry-search-and-pages.md#media). */
export const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, calc(50% - ${({ theme }) => theme.space.md}px)), 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  text-align: left;
  cursor: pointer;

  img {
    width: 100%;
    /* Image height is 0.67 of its width (docs/product/industry-search-and-pages.md#media). */
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.surface}px;
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Viewer = styled(Stack).attrs({ as: 'figure', gap: 'sm' })`
  margin: 0;

  img,
  video {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  figcaption {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const Pager = styled(Cluster).attrs({ justify: 'space-between', wrap: false })``;

import styled from 'styled-components';
import { focusRing } from '../primitives/shared/styles';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
`;

export const PrimaryTag = styled.span`
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.feedback.info.background};
  color: ${({ theme }) => theme.color.feedback.info.foreground};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const CreateCard = styled.button`
  display: grid;
  place-items: center;
  min-height: 200px;
  border: 2px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: transparent;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.large}px;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`;

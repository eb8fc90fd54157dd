import styled from 'styled-components';
import { Cluster, Stack } from '../primitives';
import { focusRing, widgetBase } from '../primitives/shared/styles';

/** Shared look of the account area's cards and forms. */
export const Card = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const CardHeader = styled(Cluster).attrs({ gap: 'md' })``;

export const CardTitle = styled.h2`
  flex: 1;
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.heading3}px;
  color: ${({ theme }) => theme.color.text.heading};
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Form = styled(Stack).attrs({ as: 'form' })``;

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.danger};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const Thumbnail = styled.div<{ $round?: boolean }>`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  flex: none;
  overflow: hidden;
  border-radius: ${({ theme, $round }) => ($round ? '50%' : `${theme.radius.control}px`)};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.heading2}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.color.action.secondary.border};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.action.secondary.background};
  color: ${({ theme }) => theme.color.action.secondary.foreground};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.action.secondary.backgroundHover};
  }
  &:focus-within {
    ${focusRing}
  }
  &[data-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

export const HiddenFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

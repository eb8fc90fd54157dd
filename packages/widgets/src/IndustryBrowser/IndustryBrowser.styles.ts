import styled from 'styled-components';
import { focusRing } from '../primitives/shared/styles';

export const Columns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space.sm}px;
`;

export const Column = styled.section`
  flex: 0 0 260px;
  max-height: 480px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;

  h3 {
    position: sticky;
    top: 0;
    margin: 0;
    padding: ${({ theme }) => theme.space.sm}px;
    background: ${({ theme }) => theme.color.surface.sunken};
    font-size: ${({ theme }) => theme.font.size.body}px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Choice = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.surface.sunken};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:hover {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Code = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.text.muted};
  font-family: ${({ theme }) => theme.font.family.mono};
`;

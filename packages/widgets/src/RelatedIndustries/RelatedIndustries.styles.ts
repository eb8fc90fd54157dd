import styled from 'styled-components';
import { focusRing } from '../primitives/shared/styles';

export const IndustryLink = styled.a`
  color: ${({ theme }) => theme.color.text.link};

  &:hover {
    color: ${({ theme }) => theme.color.text.linkHover};
  }
  &:focus-visible {
    ${focusRing}
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.text.muted};
    text-decoration: none;
    cursor: not-allowed;
  }
`;

export const Code = styled.span`
  margin-left: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.color.text.muted};
`;

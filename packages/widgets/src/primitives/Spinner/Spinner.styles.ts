import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../shared/styles';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const sizes = { small: 16, medium: 24, large: 40 } as const;

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.body}px;
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Circle = styled.span`
  display: inline-block;
  flex: none;
  border-radius: 50%;
  border-style: solid;
  border-color: ${({ theme }) => theme.color.border.default};
  border-top-color: ${({ theme }) => theme.color.accent};
  animation: ${spin} 0.8s linear infinite;

  &[data-size='small'] {
    width: ${sizes.small}px;
    height: ${sizes.small}px;
    border-width: 2px;
  }
  &[data-size='medium'] {
    width: ${sizes.medium}px;
    height: ${sizes.medium}px;
    border-width: 3px;
  }
  &[data-size='large'] {
    width: ${sizes.large}px;
    height: ${sizes.large}px;
    border-width: 4px;
  }

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const Label = styled.span`
  &[data-visible='false'] {
    ${visuallyHidden}
  }
`;

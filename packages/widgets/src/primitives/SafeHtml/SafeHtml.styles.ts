import styled, { css } from 'styled-components';

export const Root = styled.div<{ $lineClamp: number | undefined }>`
  color: ${({ theme }) => theme.color.text.default};
  line-height: 1.5;
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }

  ${({ $lineClamp }) =>
    $lineClamp !== undefined &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: ${$lineClamp};
      line-clamp: ${$lineClamp};
      overflow: hidden;
    `}
`;

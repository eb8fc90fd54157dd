import styled from 'styled-components';
import { widgetBase } from '../primitives/shared/styles';

export const Root = styled.figure`
  ${widgetBase}
  margin: 0;
  width: 100%;

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

import styled from 'styled-components';
import { focusRing, widgetBase } from '../primitives/shared/styles';

export const Form = styled.form`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
`;

export const SubmitError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-left: 4px solid ${({ theme }) => theme.color.feedback.error.border};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.feedback.error.background};
  color: ${({ theme }) => theme.color.feedback.error.foreground};
`;

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
`;

export const TextLink = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  text-decoration: underline;

  &:hover {
    color: ${({ theme }) => theme.color.text.linkHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

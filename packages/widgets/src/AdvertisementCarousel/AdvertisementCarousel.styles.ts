import styled from 'styled-components';
import { Stack } from '../primitives';

export const Root = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 320px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.brandStrong};
  color: ${({ theme }) => theme.color.text.inverse};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const Slides = styled.div`
  position: relative;
  flex: 1;
  min-height: 260px;
`;

export const Slide = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: 120px 1fr;
  opacity: 0;
  visibility: hidden;
  transition:
    opacity 600ms ease,
    visibility 600ms;
  &[data-active='true'] {
    opacity: 1;
    visibility: visible;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  img {
    width: 100%;
    height: 120px;
    object-fit: cover;
  }
`;

export const Copy = styled(Stack).attrs({ gap: 'xs' })`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large}px;
  }
  p {
    margin: 0;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  a {
    align-self: flex-start;
    margin-top: auto;
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.color.action.primary.background};
    color: ${({ theme }) => theme.color.action.primary.foreground};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  button {
    min-width: 32px;
    min-height: 32px;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Position = styled.span`
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const Message = styled.div`
  display: grid;
  flex: 1;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg}px;
  text-align: center;
`;

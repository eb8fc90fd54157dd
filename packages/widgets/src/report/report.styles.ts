import styled from 'styled-components';
import { Cluster, Stack } from '../primitives';
import { focusRing, widgetBase } from '../primitives/shared/styles';

/** Shared look of the report builders: groups of class cards, the comment editor, the menus. */
export const Root = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Group = styled.section<{ $over?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 120px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px ${({ $over }) => ($over ? 'dashed' : 'solid')}
    ${({ theme, $over }) => ($over ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.sunken};
`;

export const GroupTitle = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.body}px;
  color: ${({ theme }) => theme.color.text.heading};
`;

export const ClassList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  flex: 1;
`;

export const ClassCard = styled.li<{ $dragging?: boolean; $selected?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
`;

/**
 * A class's handle, name and buttons. In a narrow card the buttons move under the name together
 * rather than squeezing their labels onto two lines each.
 */
export const ClassRow = styled(Cluster).attrs({ gap: 'xs' })``;

/** A card's buttons, kept side by side while they fit (one under the other only in the narrowest card). */
export const ClassActions = styled(Cluster).attrs({ gap: 'xs' })`
  flex: 0 1 auto;
  min-width: 0;
`;

export const ClassName = styled.span`
  flex: 1 1 12ch;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Handle = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  cursor: grab;
  touch-action: none;

  &:disabled {
    cursor: not-allowed;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const SmallButton = styled.button`
  flex: none;
  min-height: 32px;
  white-space: nowrap;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Menu = styled.div`
  ${widgetBase}
  z-index: 1100;
  display: flex;
  flex-direction: column;
  min-width: 200px;
  padding: ${({ theme }) => theme.space.xxs}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const MenuItem = styled.button`
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.color.surface.sunken};
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const CommentPreview = styled.div`
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const EditorFrame = styled(Stack).attrs({ gap: 'xxs' })`
  .ProseMirror {
    min-height: 160px;
    padding: 8px ${({ theme }) => theme.space.sm}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.color.surface.raised};
    line-height: 1.5;
    white-space: pre-wrap;
    word-wrap: break-word;
  }
  .ProseMirror:focus-visible {
    ${focusRing}
  }
  .ProseMirror p {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
  }
`;

export const EditorLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Toolbar = styled(Cluster).attrs({ gap: 'xxs', align: 'stretch' })``;

export const ToolButton = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.border.focus};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const NameField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  max-width: 420px;
  font-weight: ${({ theme }) => theme.font.weight.medium};

  input {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.color.surface.raised};
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
    font-weight: normal;
  }
  input:focus-visible {
    ${focusRing}
  }
`;

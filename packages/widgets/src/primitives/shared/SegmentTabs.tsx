import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './styles';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.action.selected.indicator};
    color: ${({ theme }) => theme.color.action.selected.foreground};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export interface SegmentTabsProps<Value extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * ARIA tabs (the checklist types, endorsement marks, media kinds): one tab stop, arrows, Home and
 * End move and select, the panel is labelled by its tab.
 */
export function SegmentTabs<Value extends string>({ label, tabs, value, onChange, children }: SegmentTabsProps<Value>) {
  const baseId = useId();
  const refs = useRef(new Map<Value, HTMLButtonElement>());
  const tabId = (tab: Value) => `${baseId}-tab-${tab}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    refs.current.get(target.value)?.focus();
  }

  return (
    <>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={tab.value === value}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.value === value ? 0 : -1}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </>
  );
}

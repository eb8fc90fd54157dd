import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Stack } from '../primitives';
import { sanitizeHtml } from '../primitives/SafeHtml';
import { focusRing } from '../primitives/shared/styles';
import { descriptionError, wordCounter } from '../rules/account';
import { FieldError } from './styles';

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

const ToolButton = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

/* Text areas are 2 to 6 rows high (docs/product/account-and-settings.md). */
const Editable = styled.div`
  min-height: calc(2 * 1.5em + 16px);
  max-height: calc(6 * 1.5em + 16px);
  overflow-y: auto;
  padding: 8px ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  line-height: 1.5;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
  &:focus-visible {
    ${focusRing}
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
  }
`;

const Counter = styled.span`
  align-self: flex-end;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export interface RichTextFieldProps {
  label: string;
  /** The HTML it starts with (cleaned before it is shown). Read once, on mount. */
  initialHtml: string | null;
  onChange: (html: string) => void;
  /** Show the word-limit message (after a submit attempt or once over the limit). */
  showError?: boolean;
}

const FORMATS = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '•' },
] as const;

/**
 * A small rich-text editor for About Me / About Us: bold, italic and lists, the `n/300` counter and
 * the word-limit message. What it produces is cleaned again by the API before it is stored.
 */
export function RichTextField({ label, initialHtml, onChange, showError = false }: RichTextFieldProps) {
  const id = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState(initialHtml ?? '');

  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = sanitizeHtml(initialHtml ?? '');
    // Only the first value: afterwards the editor owns its content (re-setting it would move the caret).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = descriptionError(html);

  const format = (command: (typeof FORMATS)[number]['command']) => {
    editorRef.current?.focus();
    // execCommand is deprecated but still the only built-in editing command set; it acts on the
    // focused editable, inside a shadow root too.
    document.execCommand(command);
    read();
  };

  const read = () => {
    const next = editorRef.current?.innerHTML ?? '';
    setHtml(next);
    onChange(next);
  };

  return (
    <Stack gap="xxs">
      <Label id={`${id}-label`}>{label}</Label>
      <Toolbar role="toolbar" aria-label={`${label} formatting`}>
        {FORMATS.map((item) => (
          <ToolButton
            key={item.command}
            type="button"
            aria-label={item.label}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => format(item.command)}
          >
            {item.text}
          </ToolButton>
        ))}
      </Toolbar>
      <Editable
        ref={editorRef}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-counter${showError && error ? ` ${id}-error` : ''}`}
        aria-invalid={showError && error ? true : undefined}
        tabIndex={0}
        onInput={read}
      />
      <Counter id={`${id}-counter`} aria-live="polite">
        {wordCounter(html)}
      </Counter>
      {showError && error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Stack>
  );
}

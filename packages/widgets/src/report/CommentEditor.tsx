import { EditorComponent, Remirror, useActive, useCommands, useRemirror } from '@remirror/react';
import { useCallback, useId } from 'react';
import {
  BoldExtension,
  BulletListExtension,
  HeadingExtension,
  HistoryExtension,
  ItalicExtension,
  OrderedListExtension,
} from 'remirror/extensions';
import { sanitizeHtml } from '../primitives/SafeHtml';
import { VisuallyHidden } from '../primitives/shared/VisuallyHidden';
import { storedEditorHtml } from '@riskatlas/domain';
import { EditorFrame, EditorLabel, ToolButton, Toolbar } from './report.styles';

/** Heading sizes the editor offers (docs/product/reports.md#comment-editor: large, medium, small). */
const HEADINGS = [
  { level: 1, label: 'Large heading', text: 'H1' },
  { level: 2, label: 'Medium heading', text: 'H2' },
  { level: 3, label: 'Small heading', text: 'H3' },
] as const;

const extensions = () => [
  new BoldExtension({}),
  new ItalicExtension(),
  new HeadingExtension({ levels: [1, 2, 3] }),
  new BulletListExtension({}),
  new OrderedListExtension(),
  new HistoryExtension({}),
];

function EditorToolbar({ label }: { label: string }) {
  const commands = useCommands();
  const active = useActive();
  const tool = (name: string, text: string, pressed: boolean | undefined, run: () => void) => (
    <ToolButton
      key={name}
      type="button"
      aria-pressed={pressed}
      // Keep the editor's selection: a mouse-down on the button would otherwise blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        run();
        commands.focus();
      }}
    >
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </ToolButton>
  );
  return (
    <Toolbar role="toolbar" aria-label={`${label} formatting`}>
      {tool('Bold', 'B', active.bold(), () => commands.toggleBold())}
      {tool('Italic', 'I', active.italic(), () => commands.toggleItalic())}
      {HEADINGS.map(({ level, label: headingLabel, text }) =>
        tool(headingLabel, text, active.heading({ level }), () => commands.toggleHeading({ level })),
      )}
      {tool('Bulleted list', '•', active.bulletList(), () => commands.toggleBulletList())}
      {tool('Numbered list', '1.', active.orderedList(), () => commands.toggleOrderedList())}
      {tool('Undo', '↶', undefined, () => commands.undo())}
      {tool('Redo', '↷', undefined, () => commands.redo())}
    </Toolbar>
  );
}

export interface CommentEditorProps {
  /** The field's visible label, also the editor's accessible name. */
  label: string;
  /** The HTML it starts with (cleaned first). Read once, on mount. */
  initialHtml: string;
  /** Every change, as stored HTML: "" for an empty editor. */
  onChange: (html: string) => void;
}

/**
 * A comment or answer editor (docs/product/reports.md#comment-editor): bold, italic, three heading sizes, bulleted and numbered
 * lists, undo and redo; an empty editor reports "".
 */
export function CommentEditor({ label, initialHtml, onChange }: CommentEditorProps) {
  const labelId = useId();
  const { manager, state } = useRemirror({ extensions, content: sanitizeHtml(initialHtml), stringHandler: 'html', selection: 'end' });
  const handleChange = useCallback(
    ({
      helpers,
      state: next,
      tr,
    }: {
      helpers: { getHTML: (state?: typeof next) => string };
      state: typeof state;
      tr?: { docChanged: boolean };
    }) => {
      if (tr?.docChanged) onChange(storedEditorHtml(helpers.getHTML(next)));
    },
    [onChange],
  );
  return (
    <EditorFrame>
      <EditorLabel id={labelId}>{label}</EditorLabel>
      <Remirror
        manager={manager}
        initialContent={state}
        onChange={handleChange}
        attributes={{ 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' }}
      >
        <EditorToolbar label={label} />
        <EditorComponent />
      </Remirror>
    </EditorFrame>
  );
}

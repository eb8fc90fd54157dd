import { useEffect, useRef, useState } from 'react';
import { Button } from '../primitives/Button';
import { SafeHtml } from '../primitives/SafeHtml';
import { SubHeading } from '../primitives/shared/calculator';
import type { CalculatorNote } from '@riskatlas/domain';
import { NavigatorPane, NavigatorTrack, NavigatorViewport, NoteButton, NoteList, NoteMeta } from './BuildingCostCalculator.styles';
import { buildingCostCopy as copy } from './copy';

interface NotesNavigatorProps {
  notes: readonly CalculatorNote[];
}

/**
 * The notepad: a list of note titles that slides to one note's detail and back. The pane out of
 * view is inert, so keyboard and screen-reader users only meet the one on screen; focus follows.
 */
export function NotesNavigator({ notes }: NotesNavigatorProps) {
  const [open, setOpen] = useState<number | undefined>();
  const [lastOpened, setLastOpened] = useState<number | undefined>();
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const listButtons = useRef(new Map<number, HTMLButtonElement>());
  const note = open === undefined ? undefined : notes[open];

  useEffect(() => {
    if (open !== undefined) detailHeading.current?.focus();
    else if (lastOpened !== undefined) listButtons.current.get(lastOpened)?.focus();
  }, [open, lastOpened]);

  return (
    <NavigatorViewport>
      <NavigatorTrack $detail={note !== undefined}>
        <NavigatorPane inert={note !== undefined} aria-hidden={note !== undefined}>
          <SubHeading>{copy.notesHeading}</SubHeading>
          <NoteList>
            {notes.map((item, index) => (
              <li key={item.menuTitle}>
                <NoteButton
                  type="button"
                  ref={(element) => {
                    if (element) listButtons.current.set(index, element);
                    else listButtons.current.delete(index);
                  }}
                  onClick={() => {
                    setOpen(index);
                    setLastOpened(index);
                  }}
                >
                  {item.menuTitle}
                </NoteButton>
              </li>
            ))}
          </NoteList>
        </NavigatorPane>
        <NavigatorPane inert={note === undefined} aria-hidden={note === undefined}>
          {note ? (
            <>
              <SubHeading ref={detailHeading} tabIndex={-1}>
                {note.title}
              </SubHeading>
              <NoteMeta>
                {note.user} · {note.date}
              </NoteMeta>
              <SafeHtml html={note.content} />
              <Button type="button" variant="link" onClick={() => setOpen(undefined)}>
                {copy.backToNotes}
              </Button>
            </>
          ) : null}
        </NavigatorPane>
      </NavigatorTrack>
    </NavigatorViewport>
  );
}

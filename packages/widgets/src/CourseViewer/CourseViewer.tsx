import { useCourseUnit, type Schema } from '@riskatlas/api-client';
import { useId, useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { SafeHtml } from '../primitives/SafeHtml';
import { Spinner } from '../primitives/Spinner';
import { Menu, MenuButton, Pager, Root, Unit } from './CourseViewer.styles';

type Course = Schema<'Course'>;
type UnitContent = Schema<'CourseUnitContent'>;

export const courseViewerCopy = {
  units: 'Units',
  previous: 'Previous',
  next: 'Next',
  testYourKnowledge: 'Test your knowledge',
  noContent: 'No Data',
} as const;

export interface CourseViewerProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The course with its units, in order. Required. */
  course: Course;
  /** Unit texts already at hand (trial users' sample data): no unit is fetched. Default: fetch each unit. */
  localUnits?: readonly UnitContent[];
  /** Called by "Test your knowledge" on the last unit. Default: none (the button is not shown). */
  onTestYourKnowledge?: () => void;
}

function isVideo(url: string) {
  return /\.(mp4|webm|ogg)(\?|$)/i.test(url);
}

/**
 * Start this Course: a unit menu and the selected unit's text and media. The first unit is selected
 * when the course loads; Previous is hidden on the first unit and Next becomes "Test your knowledge"
 * on the last. A unit that fails to load shows as empty, without a message (docs/product/learning-and-points.md#course-viewer).
 */
export function CourseViewer({ course, localUnits, onTestYourKnowledge, ...rest }: CourseViewerProps) {
  const units = [...course.units].sort((a, b) => a.sequence - b.sequence);
  const [selected, setSelected] = useState(0);
  const menuId = useId();
  const unit = units[Math.min(selected, units.length - 1)];
  const local = localUnits?.find((entry) => entry.id === unit?.id);
  const fetched = useCourseUnit(localUnits ? null : course.id, localUnits ? null : unit?.id);
  const content = local ?? fetched.data;

  if (!unit) return <EmptyState message={courseViewerCopy.noContent} />;
  const first = selected === 0;
  const last = selected === units.length - 1;

  return (
    <Root aria-label={course.name} {...rest}>
      <Menu aria-labelledby={menuId}>
        <h2 id={menuId}>{courseViewerCopy.units}</h2>
        <ol>
          {units.map((entry, index) => (
            <li key={entry.id}>
              <MenuButton type="button" aria-current={index === selected ? 'step' : undefined} onClick={() => setSelected(index)}>
                {entry.sequence}. {entry.title}
              </MenuButton>
            </li>
          ))}
        </ol>
      </Menu>
      <Unit aria-live="polite">
        <h2>{unit.title}</h2>
        {unit.media ? (
          isVideo(unit.media) ? (
            // The contract carries no caption track, so a video opens on its own rather than playing uncaptioned here.
            <p>
              <a href={unit.media} target="_blank" rel="noopener noreferrer">
                Watch the video for {unit.title}
              </a>
            </p>
          ) : (
            <img src={unit.media} alt="" />
          )
        ) : null}
        {!local && fetched.isLoading ? <Spinner label="Loading the unit" showLabel /> : null}
        {content ? <SafeHtml html={content.text} /> : null}
        {!content && !fetched.isLoading ? <EmptyState message={courseViewerCopy.noContent} /> : null}
        <Pager>
          {!first ? (
            <Button type="button" variant="secondary" onClick={() => setSelected(selected - 1)}>
              {courseViewerCopy.previous}
            </Button>
          ) : null}
          {!last ? (
            <Button type="button" variant="primary" onClick={() => setSelected(selected + 1)}>
              {courseViewerCopy.next}
            </Button>
          ) : onTestYourKnowledge ? (
            <Button type="button" variant="primary" onClick={onTestYourKnowledge}>
              {courseViewerCopy.testYourKnowledge}
            </Button>
          ) : null}
        </Pager>
      </Unit>
    </Root>
  );
}

import { useCourses, useUser } from '@riskatlas/api-client';
import { EmptyState, Spinner } from '@riskatlas/widgets';
import { Link } from 'react-router';
import { LoadFailed } from '../../routes/LoadFailed';
import styled from 'styled-components';
import { CourseCover } from './CourseCover';
import { SAMPLE_COURSE } from './sample-courses';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.surface}px;
    background: ${({ theme }) => theme.color.surface.raised};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  .body {
    padding: ${({ theme }) => theme.space.md}px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.font.size.large}px;
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/** /courses/browse: the short courses with cover, name and description; trial users see the local sample. */
export function CoursesBrowsePage() {
  const user = useUser();
  const trial = user.data?.roles.includes('Trial') ?? false;
  const courses = useCourses(user.data && !trial ? {} : null);

  // SWR retries a failed load with no data to show: the failure stays on screen meanwhile, not a spinner.
  if ((user.isLoading || courses.isLoading) && !courses.error) return <Spinner label="Loading courses" showLabel />;
  // A failed fetch counts as no courses, without a message (docs/product/messages.md#silent-failures).
  const list = trial ? [SAMPLE_COURSE] : (courses.data?.data ?? []);

  return (
    <section aria-labelledby="courses-title">
      <h1 id="courses-title">Short Courses</h1>
      {courses.error && !trial ? (
        <LoadFailed message="No Data" error={courses.error} onRetry={() => void courses.mutate()} />
      ) : list.length === 0 ? (
        <EmptyState message="No Data" />
      ) : (
        <Grid>
          {list.map((course) => (
            <li key={course.id}>
              <CourseCover course={course} />
              <div className="body">
                <h2>
                  <Link to={`/courses/${course.id}/guide`}>{course.name}</Link>
                </h2>
                <p>{course.description}</p>
              </div>
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}

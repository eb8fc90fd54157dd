import { useCourse, useUser } from '@riskatlas/api-client';
import { CourseViewer, EmptyState, Quiz, SafeHtml, Spinner } from '@riskatlas/widgets';
import { Navigate, NavLink, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../routes/LoadFailed';
import styled from 'styled-components';
import { CourseCover } from './CourseCover';
import { SAMPLE_COURSE, SAMPLE_UNITS } from './sample-courses';

const SECTIONS = [
  { path: 'guide', label: 'Course Guide' },
  { path: 'content', label: 'Start this Course' },
  { path: 'quiz', label: 'Test Your Knowledge' },
] as const;

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};

  a {
    padding: ${({ theme }) => theme.space.sm}px 0;
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: none;
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-bottom: 3px solid ${({ theme }) => theme.color.accent};
  }
`;

const Header = styled.header`
  display: grid;
  grid-template-columns: minmax(120px, 240px) 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;

  > div {
    border-radius: ${({ theme }) => theme.radius.surface}px;
  }
  h1 {
    margin: 0;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const Guide = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;

  section {
    padding: ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radius.surface}px;
    background: ${({ theme }) => theme.color.surface.raised};
  }
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.large}px;
  }
`;

/** /courses/{id}/guide|content|quiz; /courses/{id} itself goes to the guide. */
export function CoursePage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const section = SECTIONS.find((entry) => entry.path === params.section);
  const user = useUser();
  const trial = user.data?.roles.includes('Trial') ?? false;
  const fetched = useCourse(user.data && !trial && Number.isInteger(id) && id > 0 ? id : null);

  if (!section) return <Navigate to={params.section === undefined ? `/courses/${params.id}/guide` : '/not-found'} replace />;
  // SWR retries a failed load with no data to show: the failure stays on screen meanwhile, not a spinner.
  if (!trial && !fetched.data && fetched.error)
    return <LoadFailed message="No Data" error={fetched.error} onRetry={() => void fetched.mutate()} />;
  if (user.isLoading || fetched.isLoading) return <Spinner label="Loading the course" showLabel />;
  // Trial users read the local sample; a failed fetch is an empty course, without a message (docs/product/learning-and-points.md#course-viewer).
  const course = trial ? (id === SAMPLE_COURSE.id ? SAMPLE_COURSE : undefined) : fetched.data;
  if (!course) return <EmptyState message="No Data" />;

  return (
    <section aria-labelledby="course-title">
      <Header>
        <CourseCover course={course} />
        <h1 id="course-title">{course.name}</h1>
      </Header>
      <Tabs aria-label="Course">
        {SECTIONS.map((entry) => (
          <NavLink key={entry.path} to={`/courses/${course.id}/${entry.path}`}>
            {entry.label}
          </NavLink>
        ))}
      </Tabs>
      {section.path === 'guide' ? (
        <Guide>
          {course.guide_contents.map((guide) => (
            <section key={guide.id} aria-labelledby={`guide-${guide.id}`}>
              <h2 id={`guide-${guide.id}`}>{guide.title}</h2>
              <SafeHtml html={guide.content} />
            </section>
          ))}
        </Guide>
      ) : null}
      {section.path === 'content' ? (
        <CourseViewer
          course={course}
          {...(trial ? { localUnits: SAMPLE_UNITS } : {})}
          onTestYourKnowledge={() => void navigate(`/courses/${course.id}/quiz`)}
        />
      ) : null}
      {section.path === 'quiz' ? (
        trial || !user.data ? (
          <EmptyState message="The course quiz is available to subscribers." />
        ) : (
          <Quiz source={{ courseId: course.id }} country={user.data.country} />
        )
      ) : null}
    </section>
  );
}

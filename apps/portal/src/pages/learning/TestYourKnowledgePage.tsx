import { useUser } from '@riskatlas/api-client';
import { REQUEST_TEST_MAILTO } from '@riskatlas/domain';
import { IndustrySearch } from '@riskatlas/widgets';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSettingsInForce } from '../../session/settings-in-force';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radius.surface}px;
    background: ${({ theme }) => theme.color.surface.raised};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  li::before {
    content: counter(step);
    display: block;
    font-size: ${({ theme }) => theme.font.size.heading2}px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.accent};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.font.size.large}px;
    color: ${({ theme }) => theme.color.text.heading};
  }
  p {
    margin: 0;
  }
`;

export const knowledgeSteps = [
  { title: 'Select an industry', text: 'Search by keyword or ANZSIC code for an industry that has a knowledge test.' },
  { title: 'Read the write-up', text: "Study the industry's pages: its hazard index, exposures and risk checklist." },
  { title: 'Answer the quiz', text: 'Answer every question, then check your answers. Each answer comes with an explanation.' },
  {
    title: 'Earn CIP/CPD points',
    text: 'A passed test earns points: up to 15 CIP points per year with one professional body and 20 CPD points per two years with another.',
  },
] as const;

/** /test-your-knowledge: how industry knowledge tests work, the quiz-only industry search and the four steps. */
export function TestYourKnowledgePage() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const { taxonomy } = useSettingsInForce();
  return (
    <section aria-labelledby="tyk-title">
      <h1 id="tyk-title">Test Your Knowledge</h1>
      <p>
        Knowledge tests check what you have learnt about an industry's risks. Each test is built from the industry's own pages, so
        everything you need to answer it is in Risk Atlas, and every test you pass counts towards your continuing professional development.
      </p>
      {/* Quiz-only search: keyword or ANZSIC code; choosing an industry opens its quiz. */}
      <IndustrySearch
        quizOnly
        trial={user?.roles.includes('Trial') ?? false}
        {...(user ? { country: user.country } : {})}
        taxonomy={taxonomy}
        label="Search industries with a knowledge test"
        onNavigate={({ href }) => void navigate(href)}
      />
      <Steps aria-label="How it works">
        {knowledgeSteps.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
      <p>
        No test for your industry yet? <a href={REQUEST_TEST_MAILTO}>Request a Test</a>
      </p>
    </section>
  );
}

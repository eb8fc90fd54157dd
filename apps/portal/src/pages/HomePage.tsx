import styled from 'styled-components';

const Banner = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.brand};
  color: ${({ theme }) => theme.color.text.inverse};
  h1 {
    margin-top: 0;
    color: inherit;
    font-size: ${({ theme }) => theme.font.size.heading1}px;
  }
  && a {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radius.surface}px;
    background: ${({ theme }) => theme.color.surface.raised};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;

const Statistics = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.xl}px;
  dt {
    font-size: ${({ theme }) => theme.font.size.heading1}px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text.heading};
  }
  dd {
    margin: 0;
  }
`;

/** Spec §1: the seven carousel features of the home page. */
const FEATURES = [
  'Quick and Tailored Report',
  'Hazard Index',
  'Significant Exposures',
  'Risk Checklist',
  'Industry Codes (ANZSIC classification)',
  'Endorsement Lists',
  'The Market',
];

/** The public home page (the header's Log in button opens the login modal). */
export function HomePage() {
  return (
    <>
      <Banner aria-labelledby="home-title">
        <h1 id="home-title">Know the risks of every industry you insure</h1>
        <p>Research the insurance risks of more than 7,000 industries across 14 insurance classes, and hand your clients a polished report.</p>
        <a href="mailto:enquiries@riskatlas.example?subject=Subscribing%20to%20Risk%20Atlas">Enquire about subscribing</a>
      </Banner>
      <section aria-labelledby="features-title">
        <h2 id="features-title">Features</h2>
        <Features>
          {FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Features>
      </section>
      <section aria-label="Statistics">
        <Statistics>
          <div>
            <dt>7,000</dt>
            <dd>industries</dd>
          </div>
          <div>
            <dt>14</dt>
            <dd>insurance classes</dd>
          </div>
        </Statistics>
      </section>
    </>
  );
}

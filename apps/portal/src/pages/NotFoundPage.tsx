import { Link } from 'react-router';
import styled from 'styled-components';

const Wrapper = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl}px 0;
`;

export function NotFoundPage() {
  return (
    <Wrapper aria-labelledby="not-found-title">
      <h1 id="not-found-title">Something Just Went Wrong !</h1>
      <p>Sorry, the page you were looking for could not be found on the server.</p>
      <Link to="/">Home</Link>
    </Wrapper>
  );
}

import styled from 'styled-components';
import { Stack } from '../primitives';
import { focusRing, widgetBase } from '../primitives/shared/styles';

export const Root = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

export const Heading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.heading2}px;
  color: ${({ theme }) => theme.color.text.heading};
`;

export const Questions = styled(Stack).attrs({ as: 'ol' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const QuestionCard = styled.li`
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};

  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const AnswerOption = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.xxs}px 0;
  cursor: pointer;

  input {
    margin-top: 4px;
  }
  input:focus-visible {
    ${focusRing}
  }
`;

export const GradedAnswer = styled.li<{ $state: 'correct' | 'wrong' | 'plain' }>`
  padding: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme, $state }) =>
    $state === 'correct'
      ? theme.color.feedback.success.background
      : $state === 'wrong'
        ? theme.color.feedback.error.background
        : 'transparent'};
  color: ${({ theme, $state }) =>
    $state === 'correct'
      ? theme.color.feedback.success.foreground
      : $state === 'wrong'
        ? theme.color.feedback.error.foreground
        : theme.color.text.default};
`;

export const AnswerList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding: 0;
  list-style: none;
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.color.text.danger};
`;

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.sunken};

  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-left: 4px solid ${({ theme }) => theme.color.feedback.error.border};
  background: ${({ theme }) => theme.color.feedback.error.background};
  color: ${({ theme }) => theme.color.feedback.error.foreground};
`;

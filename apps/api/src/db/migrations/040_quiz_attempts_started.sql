-- A quiz is recorded when it starts (GET /quizzes/questions) so its id, start time and the questions as
-- served (with the answers that are correct, which the client never sees) are fixed before the user
-- answers; submitting sets time_end and the grade. time_end IS NULL means started, not yet submitted.
ALTER TABLE quiz_attempts ALTER COLUMN time_end DROP NOT NULL;
ALTER TABLE quiz_attempts ALTER COLUMN correct SET DEFAULT 0;
ALTER TABLE quiz_attempts ALTER COLUMN answered SET DEFAULT 0;
CREATE INDEX quiz_attempts_user_completed ON quiz_attempts (user_id, country, time_end) WHERE time_end IS NOT NULL;

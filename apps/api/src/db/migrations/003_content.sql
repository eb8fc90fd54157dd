-- Catalogue content libraries. A line applies to an industry when both relevance arrays are empty, when the
-- industry's ANZSIC division is in `divisions`, or when a word of its name starts with one of `keywords`
-- (catalogue/content/relevance.ts has the rule in TypeScript and in SQL).
CREATE TABLE checklist_items (
  id integer PRIMARY KEY,
  class_id integer NOT NULL REFERENCES insurance_classes (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('Core', 'General', 'Key')),
  section text NOT NULL,
  title text NOT NULL,
  divisions text[] NOT NULL DEFAULT '{}',
  keywords text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX checklist_items_class ON checklist_items (class_id);

CREATE TABLE exposures (
  id integer PRIMARY KEY,
  class_id integer NOT NULL REFERENCES insurance_classes (id) ON DELETE CASCADE,
  text text NOT NULL,
  divisions text[] NOT NULL DEFAULT '{}',
  keywords text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX exposures_class ON exposures (class_id);

CREATE TABLE materials_equipment (
  id integer PRIMARY KEY,
  name text NOT NULL,
  divisions text[] NOT NULL DEFAULT '{}',
  keywords text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE endorsements (
  code text PRIMARY KEY,
  mark text NOT NULL CHECK (mark IN ('Mark IV', 'Mark V')),
  type_name text NOT NULL,
  heading text NOT NULL,
  text text NOT NULL,
  explanation text NOT NULL,
  divisions text[] NOT NULL DEFAULT '{}',
  keywords text[] NOT NULL DEFAULT '{}',
  position integer NOT NULL
);

CREATE TABLE courses (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  cover text,
  guides jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL
);

CREATE TABLE course_units (
  id integer PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  title text NOT NULL,
  text text NOT NULL
);
CREATE INDEX course_units_course ON course_units (course_id, sequence);

CREATE TABLE course_questions (
  id integer PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  position integer NOT NULL,
  question text NOT NULL,
  comment text NOT NULL,
  -- [{id, answer, is_correct}]: read and graded as a whole, never queried by answer.
  answers jsonb NOT NULL
);
CREATE INDEX course_questions_course ON course_questions (course_id, position);

-- User-owned report customisations (tailored and underwriter reports), reached only through their owner.
CREATE TABLE report_customizations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  industry_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('Tailored Report', 'Underwriter Report')),
  name text NOT NULL DEFAULT '',
  is_pristine boolean NOT NULL DEFAULT true,
  customizations jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_customizations_user ON report_customizations (user_id, updated_at DESC);

-- Submitted quizzes (course or industry), graded when submitted; points are derived from them.
CREATE TABLE quiz_attempts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer,
  industry_id integer,
  country text NOT NULL,
  time_start timestamptz NOT NULL,
  time_end timestamptz NOT NULL,
  questions jsonb NOT NULL,
  correct integer NOT NULL,
  answered integer NOT NULL,
  CHECK ((course_id IS NULL) <> (industry_id IS NULL))
);
CREATE INDEX quiz_attempts_user ON quiz_attempts (user_id, time_end DESC);

-- Users, companies, sessions and lockouts. Every row here is read and written through the caller's identity.
CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  logo bytea,
  logo_type text,
  address jsonb
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  password_hash text NOT NULL,
  person_name text NOT NULL,
  email text NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  country text NOT NULL CHECK (country IN ('au', 'nz', 'gb', 'others')),
  app_theme text NOT NULL DEFAULT 'default' CHECK (app_theme IN ('default', 'natcat')),
  accepted_toc boolean,
  documents_assessments integer[],
  sso_token text NOT NULL UNIQUE,
  phone text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  job_title text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  address jsonb,
  avatar bytea,
  avatar_type text,
  points jsonb NOT NULL DEFAULT '{"cip": 0, "cpd": 0, "cpdnz": 0}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_user_name ON users (lower(user_name));

CREATE TABLE user_companies (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  is_primary boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, company_id)
);

CREATE TABLE user_settings (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  value text,
  PRIMARY KEY (user_id, key)
);

-- Opaque bearer tokens, stored as SHA-256 digests so a database leak does not leak sessions.
CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);

-- Failed password attempts per account name (known or not), for the lockout rule; kept in the
-- database so every replica and every restart sees the same count.
CREATE TABLE login_failures (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_name_time ON login_failures (user_name, failed_at);

CREATE TABLE search_history (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  industry_id integer NOT NULL,
  last_accessed_on timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, industry_id)
);

CREATE TABLE usage_stats (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  page text NOT NULL,
  industry_id integer,
  recorded_at timestamptz NOT NULL DEFAULT now()
);

-- Password reset codes, stored as SHA-256 digests: the emailed code is the only copy of the secret.
-- A code works once (used_at) and until expires_at; a newer request deletes the user's older codes.
CREATE TABLE password_resets (
  code_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Emails the server has to send. A mail relay (or an operator in development) drains it; no mail
-- server is needed to run the product.
CREATE TABLE email_outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_outbox_unsent ON email_outbox (id) WHERE sent_at IS NULL;

-- App usage events (POST /user/userstats): the login source (linkgen / credentials) and page views.
CREATE TABLE app_usage (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id text NOT NULL,
  type_name text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX app_usage_user_time ON app_usage (user_id, recorded_at);

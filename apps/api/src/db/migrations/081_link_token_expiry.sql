-- Link-generated tokens (sso_token) ride in URLs, so they expire (RISK_ATLAS_LINK_TOKEN_DAYS, 30 by
-- default): tokens issued before this migration get the default lifetime from now.
ALTER TABLE users ADD COLUMN sso_token_expires_at timestamptz NOT NULL DEFAULT (now() + interval '30 days');

-- Publishable partner keys (issue #11): a partner's embed sends its key as x-api-key from the
-- partner's pages; the key is honoured only from the origins registered here.
CREATE TABLE partner_keys (
  key text PRIMARY KEY CHECK (key ~ '^ra_[a-z0-9_]{8,64}$'),
  partner_name text NOT NULL,
  -- Exact origins (scheme://host[:port]) a production key may be used from.
  allowed_origins text[] NOT NULL DEFAULT '{}',
  -- Any http(s) origin on 127.0.0.1, localhost or [::1], any port: demo and development keys only.
  allow_loopback boolean NOT NULL DEFAULT false,
  requests_per_minute integer NOT NULL DEFAULT 600 CHECK (requests_per_minute > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The demo key of the README snippet and examples/partner-site: any loopback page may use it.
INSERT INTO partner_keys (key, partner_name, allow_loopback)
VALUES ('ra_pk_demo_loopback', 'Demo partner (loopback)', true);

-- What a production key looks like: one exact origin, nothing else (the e2e uses it to see a refusal).
INSERT INTO partner_keys (key, partner_name, allowed_origins)
VALUES ('ra_pk_demo_partner_example', 'Demo partner (partner.example)', ARRAY['https://partner.example']);

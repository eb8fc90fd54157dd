-- Requests counted per caller for the abuse limits (password reset requests per account and per
-- address). Kept in the database so a limit survives a restart and is shared by every replica.
CREATE TABLE request_limit_hits (
  bucket text NOT NULL,
  caller text NOT NULL,
  hit_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_limit_hits_lookup ON request_limit_hits (bucket, caller, hit_at);

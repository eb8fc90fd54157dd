-- The catalogue as one JSON document (every table but the rating comments), written in the same
-- transaction as the tables: a replica reloads the whole catalogue by reading this one row, fast enough
-- to serve an import on every replica within a second of it committing.
CREATE TABLE catalogue_snapshot (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version text NOT NULL,
  document text NOT NULL,
  written_at timestamptz NOT NULL DEFAULT now()
);

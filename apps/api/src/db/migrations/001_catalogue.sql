-- The industry catalogue: replaced as a whole by the seed or by `npm run catalogue:import`.
CREATE TABLE catalogue_meta (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version text NOT NULL,
  source text NOT NULL,
  industry_count integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE taxonomies (
  id integer PRIMARY KEY,
  abbr text NOT NULL,
  revision text NOT NULL,
  name text NOT NULL,
  structure text NOT NULL,
  position integer NOT NULL
);

-- Non-leaf levels of a taxonomy (ANZSIC divisions to classes, UK SIC subclasses); industries are the leaves.
CREATE TABLE classification_nodes (
  taxonomy_id integer NOT NULL REFERENCES taxonomies (id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  level text NOT NULL,
  parent_code text,
  PRIMARY KEY (taxonomy_id, code)
);
CREATE INDEX classification_nodes_parent ON classification_nodes (taxonomy_id, parent_code);

CREATE TABLE insurance_classes (
  id integer PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  fallback_id integer,
  grouping text NOT NULL CHECK (grouping IN ('commercial', 'personal', 'core')),
  personal boolean NOT NULL DEFAULT false,
  position integer NOT NULL
);

CREATE TABLE insurance_class_includes (
  class_id integer NOT NULL REFERENCES insurance_classes (id) ON DELETE CASCADE,
  included_id integer NOT NULL REFERENCES insurance_classes (id) ON DELETE CASCADE,
  PRIMARY KEY (class_id, included_id)
);

CREATE TABLE industries (
  id integer PRIMARY KEY,
  name text NOT NULL,
  -- Aliases ("Cafe" for "Coffee shop") help search find the canonical entry and are never listed themselves.
  alias_of integer REFERENCES industries (id) ON DELETE CASCADE,
  anzsic_class text NOT NULL,
  has_market boolean NOT NULL DEFAULT false,
  trial boolean NOT NULL DEFAULT false,
  quizzes jsonb NOT NULL DEFAULT '[]',
  indicative_rates jsonb NOT NULL DEFAULT '[]',
  search_name text NOT NULL
);
CREATE INDEX industries_alias_of ON industries (alias_of);
CREATE INDEX industries_class ON industries (anzsic_class);

CREATE TABLE industry_codes (
  industry_id integer NOT NULL REFERENCES industries (id) ON DELETE CASCADE,
  taxonomy_id integer NOT NULL REFERENCES taxonomies (id) ON DELETE CASCADE,
  code text NOT NULL,
  PRIMARY KEY (industry_id, taxonomy_id)
);
CREATE INDEX industry_codes_code ON industry_codes (taxonomy_id, code);

CREATE TABLE hazard_ratings (
  industry_id integer NOT NULL REFERENCES industries (id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES insurance_classes (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 0 AND 100),
  comment text NOT NULL,
  PRIMARY KEY (industry_id, class_id)
);

CREATE TABLE report_themes (
  id integer PRIMARY KEY,
  label text NOT NULL,
  value jsonb NOT NULL,
  -- A partner theme is the default for users whose primary company is one of these.
  company_ids integer[] NOT NULL DEFAULT '{}',
  position integer NOT NULL
);

-- Industry loads per user per UTC day, for the daily industry view limit. Kept in the database so the
-- count survives a restart and is shared by every replica.
CREATE TABLE industry_view_counts (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL,
  PRIMARY KEY (user_id, day)
);

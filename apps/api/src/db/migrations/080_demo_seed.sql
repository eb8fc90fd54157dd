-- Demo mode (config.ts RISK_ATLAS_DEMO): the demo personas, the published link token and the demo
-- partner keys are created once, when this table has no 'demo' row, and the row is written then. A
-- persona deleted or a token rotated afterwards stays so: restarts do not bring them back. Turning demo
-- mode off removes them and the row, so turning it on again starts over.
CREATE TABLE demo_seed_marks (
  name text PRIMARY KEY,
  done_at timestamptz NOT NULL DEFAULT now()
);

-- User names are compared by one canonical key (NFKC and one case fold, auth/user-names.ts) instead of
-- PostgreSQL's lower(), which disagreed with the JavaScript lower-casing of the lockout and the reset
-- limits (issue #26). SQL cannot compute that key exactly, so this migration's code step
-- (db/migration-steps.ts) fills it for every existing user from JavaScript, in this same transaction;
-- 086 then makes it required and unique.
ALTER TABLE users ADD COLUMN user_name_key text;

-- One account per canonical user name; the lower() index it replaces compared names another way.
-- Login failures recorded under the old lower-cased names are left: they leave the 15-minute window.
ALTER TABLE users ALTER COLUMN user_name_key SET NOT NULL;
CREATE UNIQUE INDEX users_user_name_key ON users (user_name_key);
DROP INDEX users_user_name;

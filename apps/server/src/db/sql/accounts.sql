-- Accounts: a user's sessions ending is announced to every instance at commit, whichever
-- statement ended them (a new password, "sign out everywhere", the user's deletion), so each closes
-- that user's live sockets (decision 032). In the database because the session version can change,
-- and a user can go, through any write, a cascade included.

CREATE OR REPLACE FUNCTION users_announce_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('giglane_live', json_build_object(
    'k', 'sessions', 'u', OLD."id", 'to', json_build_array(OLD."id"))::text);
  RETURN NULL;
END;
$$;

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER users_announce_session_end_on_update
AFTER UPDATE OF session_version ON users
FOR EACH ROW WHEN (NEW.session_version IS DISTINCT FROM OLD.session_version)
EXECUTE FUNCTION users_announce_session_end();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER users_announce_session_end_on_delete
AFTER DELETE ON users
FOR EACH ROW EXECUTE FUNCTION users_announce_session_end();

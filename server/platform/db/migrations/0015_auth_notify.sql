-- The auth cache's invalidation (server/auth/authCache.ts): every change to what the session hooks
-- read (a session, its user, the user's roles, the roles' permissions) notifies the kc_auth channel
-- in the changing transaction; PostgreSQL delivers it to every listening instance at commit.
-- Payloads: 's:<session id>', 'u:<user id>', '*' (roles, permissions, any TRUNCATE: everything).
CREATE FUNCTION kc_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('kc_auth', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('kc_auth', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('kc_auth', 'u:' || OLD.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('kc_auth', 'u:' || OLD.user_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('kc_auth', 'u:' || NEW.user_id); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER UPDATE OR DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION kc_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION kc_auth_notify();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_notify AFTER INSERT OR UPDATE OR DELETE ON user_roles
FOR EACH ROW EXECUTE FUNCTION kc_auth_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncate AFTER TRUNCATE ON sessions
FOR EACH STATEMENT EXECUTE FUNCTION kc_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_truncate AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION kc_auth_notify();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_truncate AFTER TRUNCATE ON user_roles
FOR EACH STATEMENT EXECUTE FUNCTION kc_auth_notify();
--> statement-breakpoint
CREATE TRIGGER roles_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
FOR EACH STATEMENT EXECUTE FUNCTION kc_auth_notify();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
FOR EACH STATEMENT EXECUTE FUNCTION kc_auth_notify();
--> statement-breakpoint
CREATE TRIGGER permissions_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permissions
FOR EACH STATEMENT EXECUTE FUNCTION kc_auth_notify();

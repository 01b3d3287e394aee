-- 001: pins, per-guild settings, audit trail.
-- Shared by both dialects; store/migrations.ts expands the @MACROS@ (see there). Applied inside one transaction
-- together with its schema_migrations row.

CREATE TABLE pins (
  id              TEXT PRIMARY KEY,
  guild_id        TEXT NOT NULL,
  topic           TEXT NOT NULL,
  topic_key       TEXT NOT NULL,
  target_kind     TEXT NOT NULL CHECK (target_kind IN ('entry', 'scenario', 'text')),
  entry_id        TEXT,
  scenario        TEXT,
  text_body       TEXT,
  text_lang       TEXT CHECK (text_lang IN ('en', 'ja', 'fr')),
  note            TEXT,
  created_by_id   TEXT NOT NULL,
  created_by_name TEXT NOT NULL,
  created_at      @TS@ NOT NULL,
  -- regression baseline
  kb_version      TEXT,
  entry_hash      TEXT,
  outcome_json    @JSON@,
  citations_json  @JSON@,
  engine_version  TEXT,
  ruleset         TEXT,
  -- verification
  stale           @BOOL@ NOT NULL DEFAULT @FALSE@,
  stale_reason    TEXT,
  checked_at      @TS@,
  CHECK (
    (target_kind = 'entry' AND entry_id IS NOT NULL AND scenario IS NULL AND text_body IS NULL AND text_lang IS NULL)
    OR (target_kind = 'scenario' AND scenario IS NOT NULL AND entry_id IS NULL AND text_body IS NULL AND text_lang IS NULL)
    OR (target_kind = 'text' AND text_body IS NOT NULL AND text_lang IS NOT NULL AND entry_id IS NULL AND scenario IS NULL)
  ),
  @JSON_VALID(outcome_json)@,
  @JSON_VALID(citations_json)@,
  @BOOL_VALID(stale)@
);

-- One pin per topic per guild; also the index for findPinsForQuestion and listPins.
CREATE UNIQUE INDEX pins_guild_topic ON pins (guild_id, topic_key);
CREATE INDEX pins_guild_created ON pins (guild_id, created_at);

CREATE TABLE guild_settings (
  guild_id        TEXT PRIMARY KEY,
  default_lang    TEXT NOT NULL DEFAULT 'en' CHECK (default_lang IN ('en', 'ja', 'fr')),
  pin_role_id     TEXT,
  updated_at      @TS@ NOT NULL,
  updated_by_id   TEXT NOT NULL,
  updated_by_name TEXT NOT NULL
);

CREATE TABLE audit_log (
  id              @ID_PK@,
  guild_id        TEXT NOT NULL,
  at              @TS@ NOT NULL,
  actor_id        TEXT NOT NULL,
  actor_name      TEXT NOT NULL,
  action          TEXT NOT NULL,
  pin_id          TEXT,
  before_json     @JSON@,
  after_json      @JSON@,
  @JSON_VALID(before_json)@,
  @JSON_VALID(after_json)@
);

CREATE INDEX audit_guild_id ON audit_log (guild_id, id);
CREATE INDEX audit_pin ON audit_log (pin_id, id);

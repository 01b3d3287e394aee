-- 002: a server's default game, players' reports of wrong answers, and the state behind buttons.

-- The game every search in the server is narrowed to (NULL: every game).
ALTER TABLE guild_settings ADD COLUMN default_game TEXT CHECK (default_game IS NULL OR default_game IN ('mtg', 'rb', 'gr'));

-- "Report a wrong answer": what was answered (a knowledge-base entry or a scenario), to what question, by whom.
CREATE TABLE reports (
  id              @ID_PK@,
  guild_id        TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('ruling', 'check')),
  ref             TEXT NOT NULL,
  question        TEXT,
  comment         TEXT,
  reporter_id     TEXT NOT NULL,
  reporter_name   TEXT NOT NULL,
  created_at      @TS@ NOT NULL,
  resolved_at     @TS@,
  resolved_by_id  TEXT,
  resolved_by_name TEXT
);
CREATE INDEX reports_guild_open ON reports (guild_id, resolved_at, id);

-- What a button needs that does not fit in its 100-character custom id (a /check scenario), by content hash,
-- so a press is answered by any process or shard, after a restart too.
CREATE TABLE button_state (
  key             TEXT PRIMARY KEY,
  value           TEXT NOT NULL,
  created_at      @TS@ NOT NULL
);

-- Cursors of a timeline a restore took away (docs/changes.md, "After a restore").
--
-- A tenant restored from an older backup goes on from the backup's newest change, but clients
-- hold cursors of the changes made after that backup and lost with the replaced database. Each
-- restore that replaces a database records the ids of those lost changes here (`after` its own
-- newest, `through` the replaced one's newest plus a margin): such a cursor answers 410, for
-- good, and new changes get ids above `through`, so no cursor ever names two changes.
CREATE TABLE feed_gaps (
  after INTEGER NOT NULL,
  through INTEGER NOT NULL
);

-- The rows naming a version, which the sweep of files no row names looks up 1,000 versions at a
-- time (src/server/storage/orphan-sweep.ts); without it each lookup reads the whole table.
create index objects_version on storage.objects (version);

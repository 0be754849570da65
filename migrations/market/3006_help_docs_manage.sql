-- The operators' help document list (`Kind::ORDER`: sort, then newest first) read in order
-- from an index, not sorted whole on every page.
CREATE INDEX help_docs_manage ON help_docs (sort, id DESC);

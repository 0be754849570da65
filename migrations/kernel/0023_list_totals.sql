-- The totals of large lists, kept per scope (a company's ledger, a user's messages, every order):
-- `n` rows had a key below `until_key`, so a page counts only the rows added since (kernel::totals).
CREATE TABLE list_totals (
    list TEXT NOT NULL,
    scope TEXT NOT NULL,
    n BIGINT NOT NULL,
    until_key BIGINT NOT NULL,
    -- When it was last counted whole, and last moved forward.
    counted_time BIGINT NOT NULL,
    moved_time BIGINT NOT NULL,
    PRIMARY KEY (list, scope)
);
CREATE INDEX list_totals_moved ON list_totals (moved_time);

-- Partners' apps on the market: a product its partner took offline is
-- withdrawn (no longer offered, still opened by the companies holding it),
-- and a free app may run a set number of months once added.
ALTER TABLE products ADD COLUMN withdrawn BIGINT NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN default_usage_time BIGINT;

-- The supplier a product comes from (a partner's app: the partner's supplier
-- row), so its page names who the buyer pays; none for the platform's own.
ALTER TABLE products ADD COLUMN supplier_id BIGINT;

-- One order state machine: every move (change term, start a payment, cancel,
-- expire, paid, refunded) is a conditional UPDATE on status and version; a
-- payment records the version it was made for. pay_status gains 'refunded'
-- (the whole total returned); refunded_amount counts refunds that succeeded.
ALTER TABLE orders ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refunded_amount BIGINT NOT NULL DEFAULT 0;

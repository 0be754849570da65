-- A row of a purpose (an order, a top-up) is paid at most once, whatever the
-- channel: a second successful payment of it is refused by the database.
CREATE UNIQUE INDEX payments_one_success ON payments (purpose, reference_id) WHERE status = 'success';

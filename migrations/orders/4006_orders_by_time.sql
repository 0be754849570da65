-- New orders per day for the operators' 运营看板.
CREATE INDEX orders_time ON orders (create_time);

-- A company's orders of one pay status (待支付, 已支付), newest first, without reading its others.
CREATE INDEX orders_company_status ON orders (company_id, pay_status, id);

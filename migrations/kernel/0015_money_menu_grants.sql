-- 我的订单, 发票管理 and 账户管理 became grants (buying, invoices, the points
-- balance and top-ups are the company's money): sub-accounts that had them
-- before keep them; main accounts hold every menu of their company anyway.
INSERT INTO menu_grants (company_id, user_id, menu_key)
SELECT m.company_id, m.user_id, k.menu_key
FROM company_members m
CROSS JOIN (SELECT 'orders.list' AS menu_key UNION ALL SELECT 'orders.invoices' UNION ALL SELECT 'account.manage') k
WHERE m.user_type = 1
ON CONFLICT DO NOTHING;

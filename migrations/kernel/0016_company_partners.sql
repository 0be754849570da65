-- Being a partner supplier belongs to the company, not to a person: set when
-- an operator approves its application. A person acts for it as the
-- company's main account or a member granted 应用接入, and only while that
-- company is the current one.
ALTER TABLE companies ADD COLUMN partner_time BIGINT;

UPDATE companies SET partner_time = update_time
WHERE id IN (
    SELECT m.company_id FROM company_members m
    JOIN user_roles r ON r.user_id = m.user_id
    WHERE m.user_type = 0 AND r.role_code = 'partner_supplier'
);

DELETE FROM user_roles WHERE role_code = 'partner_supplier';

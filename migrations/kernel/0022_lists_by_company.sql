-- Lists read newest first through an index rather than sorted, whatever their size: a company's
-- payments and refunds (its transaction list) and contracts, and the operators' companies.
CREATE INDEX payments_company_time ON payments (company_id, create_time, id);
CREATE INDEX refunds_company_time ON refunds (company_id, create_time, id);
CREATE INDEX contracts_company_time ON contracts (company_id, create_time, id);
CREATE INDEX companies_time ON companies (create_time, id);
-- A company's payments of one purpose (its order payments, its top-ups), and a user's unread messages counted.
CREATE INDEX payments_company_purpose_time ON payments (company_id, purpose, create_time, id);
CREATE INDEX user_messages_unread ON user_messages (user_id, state);

-- To-dos: work waiting for someone (a join request, a contract to sign, an
-- order to pay, a review for operators). Modules open and close them in the
-- same transaction as the change that causes them; one row per (kind, reference).
CREATE TABLE todos (
    id                  BIGINT PRIMARY KEY,
    kind                TEXT   NOT NULL,
    reference_id        BIGINT NOT NULL,
    title               TEXT   NOT NULL,
    link                TEXT   NOT NULL,
    -- who started it (their 我的申请) and the company it concerns
    applicant_user_id   BIGINT,
    company_id          BIGINT,
    -- who must act: one user, the main account of a company, or the operators
    assignee_user_id    BIGINT,
    assignee_company_id BIGINT,
    for_operators       BIGINT NOT NULL DEFAULT 0,
    state               BIGINT NOT NULL DEFAULT 0,
    create_time         BIGINT NOT NULL,
    done_time           BIGINT
);
CREATE UNIQUE INDEX todos_reference ON todos (kind, reference_id);
CREATE INDEX todos_assignee_user ON todos (assignee_user_id, state);
CREATE INDEX todos_assignee_company ON todos (assignee_company_id, state);
CREATE INDEX todos_operators ON todos (for_operators, state);
CREATE INDEX todos_applicant ON todos (applicant_user_id, state);

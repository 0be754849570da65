-- Company certification and profile: certification submissions and their
-- reviews, private images, the e-signature choice, agent applications,
-- receiving addresses and invoice headers.

-- One row per submission; the latest of a company (or user) is its state.
-- kind: company (full certification), review (the short review form), person.
-- status: 1 under review, 2 approved, 3 rejected.
CREATE TABLE certifications (
    id                        BIGINT PRIMARY KEY,
    kind                      TEXT   NOT NULL,
    company_id                BIGINT REFERENCES companies (id),
    user_id                   BIGINT NOT NULL REFERENCES users (id),
    company_name              TEXT,
    license_number            TEXT,
    artificial_person         TEXT,
    artificial_person_id_card TEXT,
    real_name                 TEXT,
    id_card                   TEXT,
    sex                       BIGINT,
    mobile                    TEXT,
    linkman                   TEXT,
    main_product              TEXT,
    license_photo             TEXT,
    legal_person_photo        TEXT,
    id_card_photo             TEXT,
    id_card_photo_back        TEXT,
    signing_method            BIGINT,
    status                    BIGINT NOT NULL,
    review_note               TEXT,
    reviewer_id               BIGINT,
    review_time               BIGINT,
    create_time               BIGINT NOT NULL
);
CREATE INDEX certifications_company ON certifications (company_id, id);
CREATE INDEX certifications_user ON certifications (user_id, kind, id);
CREATE INDEX certifications_status ON certifications (status, kind, id);

-- Every decision, with who and when (a resubmission keeps the earlier ones).
CREATE TABLE certification_decisions (
    id               BIGINT PRIMARY KEY,
    certification_id BIGINT NOT NULL REFERENCES certifications (id),
    decision         BIGINT NOT NULL,
    note             TEXT,
    reviewer_id      BIGINT NOT NULL REFERENCES users (id),
    create_time      BIGINT NOT NULL
);

-- Licences and ID cards: never public; readable by the owner company and operators.
CREATE TABLE private_images (
    object_key  TEXT   PRIMARY KEY,
    company_id  BIGINT,
    user_id     BIGINT NOT NULL REFERENCES users (id),
    create_time BIGINT NOT NULL
);

CREATE TABLE esign_choices (
    id          BIGINT PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    user_id     BIGINT NOT NULL REFERENCES users (id),
    -- 1 open the e-signature service, 0 declined
    open        BIGINT NOT NULL,
    create_time BIGINT NOT NULL
);

-- 1 applied, 2 approved, 3 rejected
CREATE TABLE agent_applications (
    company_id  BIGINT PRIMARY KEY REFERENCES companies (id),
    status      BIGINT NOT NULL,
    note        TEXT,
    reviewer_id BIGINT,
    update_time BIGINT NOT NULL
);

-- What the company module keeps about a company beyond the kernel's columns:
-- its region and the licence and legal person of its latest submission.
CREATE TABLE company_details (
    company_id        BIGINT PRIMARY KEY REFERENCES companies (id),
    province          TEXT,
    city              TEXT,
    district          TEXT,
    artificial_person TEXT,
    license_photo     TEXT
);

CREATE TABLE delivery_addresses (
    id             BIGINT PRIMARY KEY,
    company_id     BIGINT NOT NULL REFERENCES companies (id),
    link_name      TEXT   NOT NULL,
    mobile         TEXT,
    detail_address TEXT   NOT NULL,
    type           BIGINT NOT NULL DEFAULT 3,
    platform_name  TEXT   NOT NULL DEFAULT 'industry',
    create_time    BIGINT NOT NULL,
    update_time    BIGINT NOT NULL
);
CREATE INDEX delivery_addresses_company ON delivery_addresses (company_id, id);

CREATE TABLE invoice_headers (
    id             BIGINT PRIMARY KEY,
    company_id     BIGINT NOT NULL REFERENCES companies (id),
    company_name   TEXT   NOT NULL,
    tax_id_number  TEXT   NOT NULL,
    company_address TEXT,
    mobile         TEXT,
    bank_name      TEXT,
    bank_account   TEXT   NOT NULL,
    -- 1 in use, 0 disabled
    status         BIGINT NOT NULL DEFAULT 1,
    create_time    BIGINT NOT NULL,
    update_time    BIGINT NOT NULL
);
CREATE INDEX invoice_headers_company ON invoice_headers (company_id, id);

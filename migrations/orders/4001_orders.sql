-- The orders area: dictionaries (purchase terms), orders with their detail
-- rows, and product declarations. Money in fen, times epoch ms (UTC).

-- Dictionary data (spec: /ptd-component/global/resource/data/type/{dictType});
-- operators edit labels and order.
CREATE TABLE dict_data (
    id          BIGINT PRIMARY KEY,
    dict_type   TEXT   NOT NULL,
    dict_label  TEXT   NOT NULL,
    dict_value  TEXT   NOT NULL,
    sort        BIGINT NOT NULL DEFAULT 0,
    status      BIGINT NOT NULL DEFAULT 1,
    UNIQUE (dict_type, dict_value)
);

-- pay_status: hold (待支付), success (已支付), cancel (已取消).
CREATE TABLE orders (
    id                 BIGINT PRIMARY KEY,
    order_no           TEXT   NOT NULL UNIQUE,
    company_id         BIGINT NOT NULL,
    user_id            BIGINT NOT NULL,
    product_id         BIGINT NOT NULL,
    version_id         BIGINT NOT NULL,
    -- years, a value of the productTerm dictionary
    term               BIGINT NOT NULL,
    term_label         TEXT   NOT NULL,
    total_price        BIGINT NOT NULL,
    pay_status         TEXT   NOT NULL DEFAULT 'hold',
    -- 0 not invoiced, 1 invoice requested
    invoice_status     BIGINT NOT NULL DEFAULT 0,
    invoice_header_id  BIGINT,
    active_start_time  BIGINT,
    active_end_time    BIGINT,
    pay_time           BIGINT,
    create_time        BIGINT NOT NULL,
    update_time        BIGINT NOT NULL
);
CREATE INDEX orders_company ON orders (company_id, id);
CREATE INDEX orders_hold ON orders (pay_status, create_time);

-- One line of an order: the product and the service version as bought.
CREATE TABLE order_details (
    id           BIGINT PRIMARY KEY,
    order_id     BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    price        BIGINT NOT NULL,
    -- JSON {id, slogan, icon, name, categoryName}
    product_json TEXT   NOT NULL,
    -- JSON {appKey, applicationId, applicationName, serviceName, functions, versionId, versionName, versionPrice, termLabel, expirationDate}
    object_json  TEXT   NOT NULL
);
CREATE INDEX order_details_order ON order_details (order_id);

-- A company's declaration (application) for a product; follow_status moved by operators.
CREATE TABLE product_declares (
    id                     BIGINT PRIMARY KEY,
    company_id             BIGINT NOT NULL,
    user_id                BIGINT NOT NULL,
    product_id             BIGINT,
    product_name           TEXT   NOT NULL,
    company_name           TEXT   NOT NULL,
    platform_type          TEXT   NOT NULL,
    reference              TEXT,
    contact_person         TEXT,
    contact_number         TEXT,
    contact_address        TEXT,
    main_product           TEXT,
    apply_remark           TEXT,
    application_type       TEXT,
    application_version_id BIGINT,
    product_json           TEXT,
    object_json            TEXT,
    -- EnumFollowProgress: 0 待跟进, 1 跟进中, 2 已完成, 3 已关闭
    follow_status          BIGINT NOT NULL DEFAULT 0,
    create_time            BIGINT NOT NULL,
    update_time            BIGINT NOT NULL
);
CREATE INDEX product_declares_company ON product_declares (company_id, id);
CREATE INDEX product_declares_follow ON product_declares (follow_status, id);

INSERT INTO dict_data (id, dict_type, dict_label, dict_value, sort, status) VALUES
    (1, 'productTerm', '1年', '1', 1, 1),
    (2, 'productTerm', '2年', '2', 2, 1),
    (3, 'productTerm', '3年', '3', 3, 1);

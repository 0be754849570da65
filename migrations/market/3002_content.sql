-- Public-site content: the product market, solutions, cases, scenes, service
-- platforms, experts, suppliers, factory videos, help documents,
-- agreements, visitors' messages and customer-service conversations.
-- Flags are BIGINT 0/1 (status 1 = published), times BIGINT epoch ms (UTC),
-- money BIGINT fen.

-- One row whose number grows with every change an operator makes; caches and
-- the search index of every instance compare against it to stay in step.
CREATE TABLE content_revision (
    id       BIGINT PRIMARY KEY,
    revision BIGINT NOT NULL
);
INSERT INTO content_revision (id, revision) VALUES (1, 0);

CREATE TABLE product_categories (
    id          BIGINT PRIMARY KEY,
    name        TEXT   NOT NULL,
    sort        BIGINT NOT NULL DEFAULT 0,
    status      BIGINT NOT NULL DEFAULT 1,
    create_time BIGINT NOT NULL
);

CREATE TABLE products (
    id                  BIGINT PRIMARY KEY,
    category_id         BIGINT NOT NULL REFERENCES product_categories (id),
    name                TEXT   NOT NULL,
    slogan              TEXT   NOT NULL DEFAULT '',
    icon                TEXT,
    slogan_image        TEXT,
    -- sanitised HTML
    description         TEXT   NOT NULL DEFAULT '',
    -- JSON list of banner buttons [{name, index, checked}]
    operation_content   TEXT   NOT NULL DEFAULT '[]',
    -- 0 bought on the platform, 1 opened from the workbench
    channel_type        BIGINT NOT NULL DEFAULT 0,
    -- 1 or 2: which detail page shows it
    template_type       BIGINT NOT NULL DEFAULT 1,
    -- 1 application product, 2 platform product
    product_type        BIGINT NOT NULL DEFAULT 1,
    is_free             BIGINT NOT NULL DEFAULT 0,
    is_recommend        BIGINT NOT NULL DEFAULT 0,
    is_ai               BIGINT NOT NULL DEFAULT 0,
    -- AI applications: 1 online, 0 to be online
    online              BIGINT NOT NULL DEFAULT 1,
    app_key             TEXT,
    using_company_count BIGINT NOT NULL DEFAULT 0,
    platform_name       TEXT   NOT NULL DEFAULT 'industry',
    sort                BIGINT NOT NULL DEFAULT 0,
    status              BIGINT NOT NULL DEFAULT 1,
    create_time         BIGINT NOT NULL,
    update_time         BIGINT NOT NULL
);
CREATE INDEX products_category ON products (category_id, sort);

CREATE TABLE product_profiles (
    id              BIGINT PRIMARY KEY,
    product_id      BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    title           TEXT   NOT NULL,
    description     TEXT   NOT NULL DEFAULT '',
    -- 1 video, 0 image
    multimedia_type BIGINT NOT NULL DEFAULT 0,
    multimedia_url  TEXT,
    sort            BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX product_profiles_product ON product_profiles (product_id);

CREATE TABLE product_functions (
    id             BIGINT PRIMARY KEY,
    product_id     BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    title          TEXT   NOT NULL,
    description    TEXT   NOT NULL DEFAULT '',
    function_icon  TEXT,
    multimedia_url TEXT,
    sort           BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX product_functions_product ON product_functions (product_id);

CREATE TABLE product_advantages (
    id             BIGINT PRIMARY KEY,
    product_id     BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    title          TEXT   NOT NULL,
    description    TEXT   NOT NULL DEFAULT '',
    multimedia_url TEXT,
    sort           BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX product_advantages_product ON product_advantages (product_id);

CREATE TABLE product_scenes (
    id             BIGINT PRIMARY KEY,
    product_id     BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    title          TEXT   NOT NULL,
    description    TEXT   NOT NULL DEFAULT '',
    multimedia_url TEXT,
    sort           BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX product_scenes_product ON product_scenes (product_id);

-- The services (applications) a product opens; help documents hang off them.
CREATE TABLE product_domains (
    id           BIGINT PRIMARY KEY,
    product_id   BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    name         TEXT   NOT NULL,
    service_name TEXT   NOT NULL DEFAULT '',
    server_url   TEXT,
    -- 0 opened with a one-time code, 1 with a token, 2 directly
    internal     BIGINT NOT NULL DEFAULT 0,
    app_key      TEXT,
    app_secret   TEXT,
    sort         BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX product_domains_product ON product_domains (product_id);

CREATE TABLE product_versions (
    id                BIGINT PRIMARY KEY,
    product_domain_id BIGINT NOT NULL REFERENCES product_domains (id) ON DELETE CASCADE,
    name              TEXT   NOT NULL,
    -- fen
    version_price     BIGINT NOT NULL DEFAULT 0,
    is_show           BIGINT NOT NULL DEFAULT 1,
    sort              BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX product_versions_domain ON product_versions (product_domain_id);

CREATE TABLE product_version_functions (
    id            BIGINT PRIMARY KEY,
    version_id    BIGINT NOT NULL REFERENCES product_versions (id) ON DELETE CASCADE,
    function_desc TEXT   NOT NULL,
    sort          BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX product_version_functions_version ON product_version_functions (version_id);

CREATE TABLE top_advertisings (
    id                  BIGINT PRIMARY KEY,
    title               TEXT   NOT NULL,
    -- 1 the title is shown over the image
    title_status        BIGINT NOT NULL DEFAULT 1,
    link                TEXT,
    top_advertising_img TEXT   NOT NULL,
    color_value         TEXT   NOT NULL DEFAULT '#0b2a5b',
    sort                BIGINT NOT NULL DEFAULT 0,
    status              BIGINT NOT NULL DEFAULT 1,
    create_time         BIGINT NOT NULL,
    update_time         BIGINT NOT NULL
);

CREATE TABLE banners (
    id                 BIGINT PRIMARY KEY,
    channel_name       TEXT   NOT NULL,
    application_type   BIGINT NOT NULL DEFAULT 40,
    type               TEXT   NOT NULL DEFAULT 'WEB',
    banner_img         TEXT   NOT NULL,
    link               TEXT,
    first_level_title  TEXT   NOT NULL DEFAULT '',
    second_level_title TEXT   NOT NULL DEFAULT '',
    content            TEXT   NOT NULL DEFAULT '',
    sort               BIGINT NOT NULL DEFAULT 0,
    status             BIGINT NOT NULL DEFAULT 1,
    create_time        BIGINT NOT NULL
);
CREATE INDEX banners_channel ON banners (channel_name, sort);

-- Solutions (category 5) and programmes (category 6).
CREATE TABLE programs (
    id            BIGINT PRIMARY KEY,
    -- a fixed route key such as planFinance, shown as the id
    code          TEXT,
    category_id   BIGINT NOT NULL DEFAULT 5,
    name          TEXT   NOT NULL,
    slogan        TEXT   NOT NULL DEFAULT '',
    -- comma-separated business tags
    business      TEXT   NOT NULL DEFAULT '',
    program_image TEXT,
    description   TEXT   NOT NULL DEFAULT '',
    home_show     BIGINT NOT NULL DEFAULT 0,
    sort          BIGINT NOT NULL DEFAULT 0,
    status        BIGINT NOT NULL DEFAULT 1,
    create_time   BIGINT NOT NULL,
    update_time   BIGINT NOT NULL
);
CREATE UNIQUE INDEX programs_code ON programs (code);

CREATE TABLE program_scenes (
    id          BIGINT PRIMARY KEY,
    program_id  BIGINT NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    title       TEXT   NOT NULL,
    description TEXT   NOT NULL DEFAULT '',
    img         TEXT,
    sort        BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX program_scenes_program ON program_scenes (program_id);

CREATE TABLE cooperation_cases (
    id          BIGINT PRIMARY KEY,
    title       TEXT   NOT NULL,
    description TEXT   NOT NULL DEFAULT '',
    img         TEXT,
    sort        BIGINT NOT NULL DEFAULT 0,
    status      BIGINT NOT NULL DEFAULT 1,
    create_time BIGINT NOT NULL
);

CREATE TABLE application_scenes (
    id          BIGINT PRIMARY KEY,
    title       TEXT   NOT NULL,
    description TEXT   NOT NULL DEFAULT '',
    img         TEXT,
    icon        TEXT,
    sort        BIGINT NOT NULL DEFAULT 0,
    status      BIGINT NOT NULL DEFAULT 1,
    create_time BIGINT NOT NULL
);

CREATE TABLE service_platforms (
    id                    BIGINT PRIMARY KEY,
    service_platform_name TEXT   NOT NULL,
    description           TEXT   NOT NULL DEFAULT '',
    logo_image            TEXT,
    server_url            TEXT,
    sort                  BIGINT NOT NULL DEFAULT 0,
    status                BIGINT NOT NULL DEFAULT 1,
    create_time           BIGINT NOT NULL
);

CREATE TABLE experts (
    id                 BIGINT PRIMARY KEY,
    expert_name        TEXT   NOT NULL,
    profile            TEXT   NOT NULL DEFAULT '',
    -- sanitised HTML
    professional_skill TEXT   NOT NULL DEFAULT '',
    expert_img         TEXT,
    link_phone         TEXT,
    link_name          TEXT,
    sort               BIGINT NOT NULL DEFAULT 0,
    status             BIGINT NOT NULL DEFAULT 1,
    create_time        BIGINT NOT NULL
);

CREATE TABLE suppliers (
    id             BIGINT PRIMARY KEY,
    supplier_name  TEXT   NOT NULL,
    logo           TEXT,
    introduction   TEXT   NOT NULL DEFAULT '',
    -- JSON list of image addresses
    publicity_imgs TEXT   NOT NULL DEFAULT '[]',
    sort           BIGINT NOT NULL DEFAULT 0,
    status         BIGINT NOT NULL DEFAULT 1,
    create_time    BIGINT NOT NULL
);

CREATE TABLE factory_videos (
    id               BIGINT PRIMARY KEY,
    name             TEXT   NOT NULL,
    slogan_title     TEXT   NOT NULL DEFAULT '',
    slogan_text      TEXT   NOT NULL DEFAULT '',
    slogan_video     TEXT   NOT NULL,
    cover_img        TEXT,
    duration_seconds BIGINT NOT NULL DEFAULT 0,
    visit_times      BIGINT NOT NULL DEFAULT 0,
    sort             BIGINT NOT NULL DEFAULT 0,
    status           BIGINT NOT NULL DEFAULT 1,
    create_time      BIGINT NOT NULL
);

CREATE TABLE help_docs (
    id                BIGINT PRIMARY KEY,
    product_domain_id BIGINT REFERENCES product_domains (id),
    title             TEXT   NOT NULL,
    label             TEXT   NOT NULL DEFAULT '',
    -- sanitised HTML
    content           TEXT   NOT NULL DEFAULT '',
    link_param        TEXT,
    sort              BIGINT NOT NULL DEFAULT 0,
    status            BIGINT NOT NULL DEFAULT 1,
    create_time       BIGINT NOT NULL,
    update_time       BIGINT NOT NULL
);
CREATE INDEX help_docs_domain ON help_docs (product_domain_id, sort);

-- userAgent and privacy texts.
CREATE TABLE agreements (
    agreement_type TEXT   PRIMARY KEY,
    title          TEXT   NOT NULL,
    content        TEXT   NOT NULL,
    update_time    BIGINT NOT NULL
);

CREATE TABLE leave_messages (
    id           BIGINT PRIMARY KEY,
    -- 1 contact form, 2 AI demand
    type         BIGINT NOT NULL,
    linkman      TEXT   NOT NULL,
    telephone    TEXT   NOT NULL,
    email        TEXT,
    content      TEXT   NOT NULL,
    company_name TEXT,
    user_id      BIGINT,
    -- 0 new, 1 handled
    status       BIGINT NOT NULL DEFAULT 0,
    create_time  BIGINT NOT NULL
);

CREATE TABLE feedbacks (
    id          BIGINT PRIMARY KEY,
    user_id     BIGINT,
    content     TEXT   NOT NULL,
    contact     TEXT,
    create_time BIGINT NOT NULL
);

-- Customer-service conversations, reachable only through their random key.
CREATE TABLE service_chats (
    id            BIGINT PRIMARY KEY,
    access_key    TEXT   NOT NULL,
    user_id       BIGINT,
    customer_name TEXT   NOT NULL,
    create_time   BIGINT NOT NULL
);
CREATE UNIQUE INDEX service_chats_access_key ON service_chats (access_key);
CREATE INDEX service_chats_user ON service_chats (user_id);

CREATE TABLE service_chat_messages (
    id          BIGINT PRIMARY KEY,
    chat_id     BIGINT NOT NULL REFERENCES service_chats (id) ON DELETE CASCADE,
    -- customer or service
    sender      TEXT   NOT NULL,
    content     TEXT   NOT NULL,
    create_time BIGINT NOT NULL
);
CREATE INDEX service_chat_messages_chat ON service_chat_messages (chat_id, create_time);

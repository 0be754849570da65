-- A partner app as a public OpenID Connect client (a single-page or mobile
-- app: no secret at the token endpoint, PKCE required) and the web origins
-- whose pages may call the provider (CORS); as saved and as last approved.
ALTER TABLE partner_apps ADD COLUMN public_client BIGINT NOT NULL DEFAULT 0;
ALTER TABLE partner_apps ADD COLUMN reviewed_public_client BIGINT NOT NULL DEFAULT 0;
ALTER TABLE partner_apps ADD COLUMN web_origins TEXT NOT NULL DEFAULT '[]';
ALTER TABLE partner_apps ADD COLUMN reviewed_web_origins TEXT NOT NULL DEFAULT '[]';
-- Apps approved before the reviewed service address was kept count as approved (published or offline).
UPDATE partner_apps SET reviewed_server_url = server_url WHERE reviewed_server_url IS NULL AND status IN (2, 4);

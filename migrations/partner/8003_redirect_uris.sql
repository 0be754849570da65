-- The addresses a partner app receives OpenID Connect codes at (JSON list),
-- as the partner last saved them and as the operators last approved them:
-- the provider accepts only the reviewed ones. The service address as last
-- approved, so a review shows what changed.
ALTER TABLE partner_apps ADD COLUMN redirect_uris TEXT NOT NULL DEFAULT '[]';
ALTER TABLE partner_apps ADD COLUMN reviewed_redirect_uris TEXT NOT NULL DEFAULT '[]';
ALTER TABLE partner_apps ADD COLUMN reviewed_server_url TEXT;
-- Where the app is told a person's session ended (OpenID Connect Back-Channel Logout), as saved and as approved.
ALTER TABLE partner_apps ADD COLUMN logout_uri TEXT;
ALTER TABLE partner_apps ADD COLUMN reviewed_logout_uri TEXT;

-- ES256 (P-256) keys beside RS256 for apps that register it: each kind is
-- made on first use and rotated on its own. An EC key's public point is x
-- and y (n and e stay empty); its private half is its sealed PKCS#8 DER.
ALTER TABLE oidc_keys ADD COLUMN alg TEXT NOT NULL DEFAULT 'RS256';
ALTER TABLE oidc_keys ADD COLUMN x TEXT NOT NULL DEFAULT '';
ALTER TABLE oidc_keys ADD COLUMN y TEXT NOT NULL DEFAULT '';

-- How a partner app's ID and logout tokens are signed (its OpenID Connect
-- registration's id_token_signed_response_alg): RS256 by default, or ES256.
ALTER TABLE partner_apps ADD COLUMN id_token_alg TEXT NOT NULL DEFAULT 'RS256';

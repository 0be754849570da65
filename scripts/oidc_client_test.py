# Proves an OAuth 2.0 / OpenID Connect client nobody here wrote (Authlib, with joserfc for the ID token) signs people in through the platform; run by scripts/oidc-client-test.sh.
"""Usage: oidc_client_test.py http://127.0.0.1:<port>

Authlib's OAuth2Session is used as its documentation shows: it builds the
authorization request (state, nonce, PKCE S256), exchanges the code, refreshes,
revokes and introspects; joserfc checks the ID token against the JWKS. The
person's part in the browser (log in, consent) is the platform's own API,
called with the demo main account's session, exactly as the /oidc/authorize
page calls it. Every check is a named step; the last line is
`authlib: N passed, M failed` and the exit status is 1 on any failure.
"""

import os
import re
import sys
import urllib.parse
import warnings

# Loopback only: nothing this test sends may go through a proxy.
os.environ["NO_PROXY"] = os.environ["no_proxy"] = "127.0.0.1,localhost"

import requests  # noqa: E402
from authlib.common.security import generate_token  # noqa: E402
from authlib.integrations.base_client.errors import OAuthError  # noqa: E402
from authlib.integrations.requests_client import OAuth2Session  # noqa: E402
from authlib.oidc.core.util import create_half_hash  # noqa: E402
from joserfc import jwt  # noqa: E402
from joserfc.jwk import KeySet  # noqa: E402

from steps import failed, finish, need, step as counted_step  # noqa: E402

warnings.simplefilter("ignore", DeprecationWarning)

APP = "equipment-cloud-1"
REDIRECT = "http://127.0.0.1:9/callback"
SCOPE = "openid profile phone company"



def step(name, fn):
    """A counted step; a failure shows where in this test it was raised."""
    return counted_step(name, fn, frames=(__file__,))


def from_log(pattern):
    """A value the server printed at start (the demo password, the sandbox app's secret)."""
    with open(os.environ["OIDC_SERVER_LOG"], encoding="utf-8") as f:
        match = re.search(pattern, f.read())
    return match.group(1) if match else None


def refused(fn, error):
    """Runs an Authlib call that must fail with this OAuth error."""
    try:
        fn()
    except OAuthError as e:
        assert e.error == error, f"{e.error}: {e.description}"
        return f"{e.error}: {e.description}"
    raise AssertionError(f"expected {error}, it succeeded")


def main(base):
    s = {}
    http = requests.Session()

    def discovery():
        d = http.get(f"{base}/.well-known/openid-configuration").json()
        assert d["issuer"] == base, d["issuer"]
        assert "S256" in d["code_challenge_methods_supported"]
        assert "RS256" in d["id_token_signing_alg_values_supported"]
        s["d"] = d
        return d["issuer"]

    step("discovery: the issuer and every endpoint", discovery)

    def login():
        password = need(from_log(r"密码均为 (\S+?)）"), "the demo password in the server log")
        s["secret"] = need(from_log(r"appSecret (\S+)"), "the sandbox app's secret in the server log")
        r = http.post(f"{base}/api/ptd-user/login", json={"username": "13800000001", "password": password}).json()
        assert r["code"] == 200, r
        s["platform"] = r["data"]["token"]

    step("the person logs in to the platform", login)

    def client(method="client_secret_basic"):
        return OAuth2Session(APP, need(s.get("secret"), "the app's secret"), scope=SCOPE, redirect_uri=REDIRECT,
                             code_challenge_method="S256", token_endpoint_auth_method=method)

    def authorize(session, nonce, redirect_uri=REDIRECT):
        """Authlib builds the request; the person's browser passes it to the platform, which answers the redirect."""
        d = need(s.get("d"), "discovery")
        verifier = generate_token(48)
        url, state = session.create_authorization_url(d["authorization_endpoint"], code_verifier=verifier, nonce=nonce, redirect_uri=redirect_uri)
        params = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(url).query))
        assert urllib.parse.urlsplit(url).path == "/oidc/authorize", url
        params["consent"] = True
        r = http.post(f"{base}/api/oidc/authorize", json=params, headers={"token": need(s.get("platform"), "a platform login")}).json()
        return r, verifier, state

    def code_flow(session, nonce):
        r, verifier, state = authorize(session, nonce)
        assert r["code"] == 200, r
        redirect = r["data"]["redirect"]
        token = session.fetch_token(s["d"]["token_endpoint"], authorization_response=redirect, code_verifier=verifier, state=state)
        return token, redirect, verifier

    def signed_in():
        session = client()
        s["nonce"] = generate_token(16)
        token, redirect, verifier = code_flow(session, s["nonce"])
        s["session"], s["token"], s["redirect"], s["verifier"] = session, token, redirect, verifier
        assert token["token_type"].lower() == "bearer" and token.get("refresh_token") and token.get("id_token"), token
        return f"expires_in {token['expires_in']}"

    step("code flow: Authlib's request (state, nonce, PKCE S256) and its code exchange (client_secret_basic)", signed_in)

    def id_token():
        token = need(s.get("token"), "tokens")
        keys = KeySet.import_key_set(http.get(s["d"]["jwks_uri"]).json())
        decoded = jwt.decode(token["id_token"], keys, algorithms=["RS256"])
        claims = decoded.claims
        jwt.JWTClaimsRegistry(iss={"essential": True, "value": base}, aud={"essential": True, "value": APP},
                              sub={"essential": True}, nonce={"essential": True, "value": s["nonce"]}).validate(claims)
        assert claims["at_hash"] == create_half_hash(token["access_token"], "RS256").decode(), "at_hash"
        s["sub"] = claims["sub"]
        return f"kid {decoded.header['kid']}"

    step("ID token: joserfc checks the signature by the JWKS, iss, aud, exp, nonce and at_hash", id_token)

    def userinfo():
        session = need(s.get("session"), "a signed-in session")
        info = session.get(s["d"]["userinfo_endpoint"]).json()
        assert info["sub"] == need(s.get("sub"), "the ID token's sub"), info
        assert info["company"]["name"] == "演示科技有限公司" and info["account_type"] == "main", info
        assert info["phone_number"] == "13800000001", info
        return info["name"]

    step("userinfo: the ID token's sub, name, phone (scope phone), company", userinfo)

    def refresh():
        session, token = need(s.get("session"), "a signed-in session"), need(s.get("token"), "tokens")
        old = token["refresh_token"]
        new = session.refresh_token(s["d"]["token_endpoint"], refresh_token=old)
        assert new["refresh_token"] != old and new["access_token"] != token["access_token"]
        assert session.get(s["d"]["userinfo_endpoint"]).status_code == 200
        detail = refused(lambda: client().refresh_token(s["d"]["token_endpoint"], refresh_token=old), "invalid_grant")
        status = requests.get(s["d"]["userinfo_endpoint"], headers={"Authorization": f"Bearer {new['access_token']}"}).status_code
        assert status == 401, f"the reuse did not revoke the grant: {status}"
        return detail

    step("refresh: rotated; the old refresh token again is refused and revokes the grant", refresh)

    def replay():
        session = client()
        token, redirect, verifier = code_flow(session, generate_token(16))
        code = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(redirect).query))["code"]
        detail = refused(lambda: client().fetch_token(s["d"]["token_endpoint"], code=code, code_verifier=verifier), "invalid_grant")
        assert session.get(s["d"]["userinfo_endpoint"]).status_code == 401, "the tokens from the replayed code still work"
        return detail

    step("code replay: refused, and the tokens issued from the code are revoked (RFC 6749 4.1.2)", replay)

    def wrong_verifier():
        session = client()
        r, _, state = authorize(session, generate_token(16))
        redirect = r["data"]["redirect"]
        return refused(lambda: session.fetch_token(s["d"]["token_endpoint"], authorization_response=redirect, code_verifier=generate_token(48), state=state), "invalid_grant")

    step("PKCE: a wrong code_verifier is refused", wrong_verifier)

    def unregistered():
        r, _, _ = authorize(client(), generate_token(16), redirect_uri="https://evil.example.com/callback")
        assert r["code"] == 16015, r
        return r["msg"]

    step("an unregistered redirect URI is refused on the platform's page, not redirected to", unregistered)

    def post_auth():
        session = client("client_secret_post")
        token, _, _ = code_flow(session, generate_token(16))
        return f"scope {token['scope']}"

    step("client_secret_post: the same flow with the secret in the form", post_auth)

    def revoke_and_introspect():
        session = client()
        token, _, _ = code_flow(session, generate_token(16))
        seen = session.introspect_token(s["d"]["introspection_endpoint"], token=token["access_token"]).json()
        assert seen["active"] is True and seen["client_id"] == APP and seen["sub"], seen
        assert session.revoke_token(s["d"]["revocation_endpoint"], token=token["access_token"], token_type_hint="access_token").status_code == 200
        assert session.get(s["d"]["userinfo_endpoint"]).status_code == 401
        seen = session.introspect_token(s["d"]["introspection_endpoint"], token=token["access_token"]).json()
        assert seen == {"active": False}, seen
        return "active, revoked, inactive"

    step("revocation (RFC 7009) and introspection (RFC 7662)", revoke_and_introspect)

    def client_credentials():
        session = client()
        token = session.fetch_token(s["d"]["token_endpoint"], grant_type="client_credentials")
        assert "refresh_token" not in token and "id_token" not in token, token
        wrong = OAuth2Session(APP, "not-the-secret")
        return refused(lambda: wrong.fetch_token(s["d"]["token_endpoint"], grant_type="client_credentials"), "invalid_client")

    step("client_credentials: a token for the app itself; a wrong secret is invalid_client", client_credentials)

    def single_page_app():
        # The demo company becomes a partner and registers a single-page app:
        # a public client (no secret, PKCE) that chose ES256, on a page origin.
        origin = "http://127.0.0.1:5173"
        token = need(s.get("platform"), "a platform login")
        password = need(from_log(r"密码均为 (\S+?)）"), "the demo password in the server log")
        picture = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "api", "fixtures", "licence.png")
        with open(picture, "rb") as f:
            logo = http.post(f"{base}/api/ptd-open-platform/partner/upload", headers={"token": token}, data={"kind": "logo"},
                             files={"file": ("logo.png", f, "image/png")}).json()["data"]
        applied = http.post(f"{base}/api/ptd-open-platform/partner/apply", headers={"token": token},
                            json={"cooperationType": 1, "linkman": "李工", "mobile": "13912345678", "introduction": "工业软件服务商", "logo": logo, "publicityImgArr": []}).json()
        operator = http.post(f"{base}/api/ptd-user/login", json={"username": "13800000009", "password": password}).json()["data"]["token"]
        approved = http.post(f"{base}/api/ptd-open-platform/partner/application/review", headers={"token": operator}, json={"id": applied["data"], "approve": True}).json()
        assert approved["code"] == 200, approved
        category = http.get(f"{base}/api/ptd-open-platform/partner/app/categories", headers={"token": token}).json()["data"][0]["id"]
        app = http.post(f"{base}/api/ptd-open-platform/partner/app", headers={"token": token}, json={
            "name": "点检单页应用", "icon": logo, "slogan": "点检更轻松", "description": "单页应用", "categoryId": category, "isAi": False,
            "serverUrl": origin, "internal": 0, "isFree": True, "versions": [], "redirectUris": [REDIRECT],
            "publicClient": True, "webOrigins": [origin], "idTokenAlg": "ES256"}).json()
        assert app["code"] == 200, app
        client_id = app["data"]["appKey"]
        # Authlib as a browser app uses it: no secret (token_endpoint_auth_method none), PKCE S256, its page's Origin.
        session = OAuth2Session(client_id, None, scope=SCOPE, redirect_uri=REDIRECT, code_challenge_method="S256", token_endpoint_auth_method="none")
        session.headers["Origin"] = origin
        nonce = generate_token(16)
        r, verifier, state = authorize(session, nonce)
        assert r["code"] == 200, r
        got = session.fetch_token(s["d"]["token_endpoint"], authorization_response=r["data"]["redirect"], code_verifier=verifier, state=state)
        keys = KeySet.import_key_set(http.get(s["d"]["jwks_uri"]).json())
        decoded = jwt.decode(got["id_token"], keys, algorithms=["ES256"])
        jwt.JWTClaimsRegistry(iss={"essential": True, "value": base}, aud={"essential": True, "value": client_id},
                              nonce={"essential": True, "value": nonce}).validate(decoded.claims)
        answer = session.get(s["d"]["userinfo_endpoint"])
        assert answer.status_code == 200 and answer.headers.get("Access-Control-Allow-Origin") == origin, answer.headers
        no_pkce = OAuth2Session(client_id, None, scope=SCOPE, redirect_uri=REDIRECT, token_endpoint_auth_method="none")
        url, _ = no_pkce.create_authorization_url(s["d"]["authorization_endpoint"], nonce=generate_token(16))
        params = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(url).query), consent=True)
        refused_redirect = http.post(f"{base}/api/oidc/authorize", json=params, headers={"token": token}).json()["data"]["redirect"]
        assert "error=invalid_request" in refused_redirect, refused_redirect
        return f"{decoded.header['alg']} ID token, CORS for {origin}, no PKCE refused"

    step("a single-page app: a public client (PKCE, no secret) with an ES256 ID token and its page origin (CORS)", single_page_app)

    def logout():
        session = client()
        code_flow(session, generate_token(16))
        assert session.get(s["d"]["userinfo_endpoint"]).status_code == 200
        r = http.get(f"{base}/api/ptd-industry/userlogOut/logOut", headers={"token": s["platform"]}).json()
        assert r["code"] == 200, r
        status = session.get(s["d"]["userinfo_endpoint"]).status_code
        assert status == 401, f"the app's token outlived the platform session: {status}"
        return "the app's token is refused at once"

    step("logging out of the platform ends the app's tokens", logout)
    return 1 if failed else 0


if __name__ == "__main__":
    finish("authlib", lambda: main(sys.argv[1].rstrip("/")), "OIDC_SERVER_LOG")

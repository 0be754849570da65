-- Password login with a demo account; every request verifies an Argon2id hash.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"username":"13800000001","password":"Demo@2026"}'

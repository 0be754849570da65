-- Signing in to an app with the platform account, as its users drive it: the
-- platform's authorize call (the person's session; consent given before) answers
-- a code, the app's server exchanges it (client_secret_basic). Each thread
-- alternates: a code waiting is exchanged, else a new one is asked for.
local codes = {}
local token = os.getenv("TOKEN")
local basic = os.getenv("BASIC")
local redirect = os.getenv("REDIRECT")
local body = os.getenv("BODY")

request = function()
  local code = table.remove(codes)
  if code then
    return wrk.format("POST", "/api/oidc/token", { ["Content-Type"] = "application/x-www-form-urlencoded", ["Authorization"] = basic },
      "grant_type=authorization_code&code=" .. code .. "&redirect_uri=" .. redirect)
  end
  return wrk.format("POST", "/api/oidc/authorize", { ["Content-Type"] = "application/json", ["token"] = token }, body)
end

response = function(status, headers, answer)
  local code = answer:match("[?&]code=([%w%-_]+)")
  if code then table.insert(codes, code) end
end

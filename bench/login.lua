-- Password login with the demo accounts, one per wrk thread (so an account
-- never has more attempts in flight than its lock allows); every request
-- verifies an Argon2id hash.
local accounts = { "13800000001", "13800000002" }
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("account", accounts[(threads - 1) % #accounts + 1])
end

function init(args)
  body = '{"username":"' .. account .. '","password":"Demo@2026"}'
end

function request()
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, body)
end

-- Signed calls through the open API gateway, each once (the gateway takes a nonce once):
-- lines "path nonce timestamp signature" of GATEWAY_CALLS, split between wrk's threads.
local created = 0
function setup(thread)
  created = created + 1
  thread:set("id", created)
end

function init(args)
  calls = {}
  local i = 0
  for line in io.lines(os.getenv("GATEWAY_CALLS")) do
    if i % 2 == id - 1 then calls[#calls + 1] = line end
    i = i + 1
  end
  nextCall = 1
  appKey = os.getenv("GATEWAY_KEY")
end

function request()
  local line = calls[nextCall]
  -- Past the end, the calls repeat and are refused as replays (409): make more than a run can send.
  nextCall = nextCall % #calls + 1
  local path, nonce, ts, signature = line:match("^(%S+) (%S+) (%S+) (%S+)$")
  return wrk.format("GET", path, {
    ["X-Ptd-AppKey"] = appKey,
    ["X-Ptd-Timestamp"] = ts,
    ["X-Ptd-Nonce"] = nonce,
    ["X-Ptd-Signature-Method"] = "HMAC-SHA256",
    ["X-Ptd-Signature"] = signature,
  })
end

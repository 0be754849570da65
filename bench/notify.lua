-- Replays one signed WeChat Pay notification (duplicate deliveries): headers
-- and body from the files NOTIFY_HEADERS ("name: value" lines) and NOTIFY_BODY.
wrk.method = "POST"
for line in io.lines(os.getenv("NOTIFY_HEADERS")) do
  local name, value = line:match("^([^:]+):%s*(.*)$")
  if name then wrk.headers[name] = value end
end
local f = io.open(os.getenv("NOTIFY_BODY"), "rb")
wrk.body = f:read("*a")
f:close()

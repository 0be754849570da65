#!/usr/bin/env bash
# Prints the PostgreSQL admin URL the API tests use, starting the local cluster
# if it is installed but stopped; prints nothing when no server can be reached.
url="${PLATFORM_TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
reachable() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null || (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
if ! reachable && command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start >/dev/null 2>&1 || true
  sleep 2
fi
reachable && echo "$url"
exit 0

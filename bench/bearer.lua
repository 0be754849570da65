-- A GET with an OAuth 2.0 Bearer access token from the ACCESS environment variable.
wrk.headers["Authorization"] = "Bearer " .. os.getenv("ACCESS")

-- An authenticated JSON POST: the token from TOKEN, the body from BODY.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["token"] = os.getenv("TOKEN")
wrk.body = os.getenv("BODY")

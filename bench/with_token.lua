-- An authenticated GET: the token comes from the TOKEN environment variable.
wrk.headers["token"] = os.getenv("TOKEN")

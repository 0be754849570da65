-- wrk script: a signed-in user's console and the public home page, the calls in turn (TOKEN from the environment).
local paths = {
  "/api/ptd-industry/front/getFrontChannel",
  "/api/ptd-industry/front/getRecommendApp",
  "/api/ptd-industry/endpoint/siteSetting/get",
  "/api/ptd-user/resource/user/getUserDetails",
  "/api/ptd-industry/menu/authRoleTree?appKey=industry",
  "/api/ptd-industry/application/myApp",
}
local token = os.getenv("TOKEN")
local i = 0

request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["token"] = token })
end

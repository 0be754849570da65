-- The public home page's API calls in turn, as /front makes them on every visit.
local paths = {
  "/api/ptd-industry/front/getLastTopAdvertising",
  "/api/ptd-industry/front/getFrontChannel",
  "/api/ptd-industry/front/getFrontBanner?channelName=%E9%A6%96%E9%A1%B5&applicationType=40&type=WEB",
  "/api/ptd-industry/front/getAppProduct",
  "/api/ptd-industry/front/getPlatProduct?platformName=industry",
  "/api/ptd-industry/front/getFrontProgramList?categoryId=5&homeShow=1",
  "/api/ptd-industry/front/getApplicationSceneList",
  "/api/ptd-industry/front/getCooperationCaseList",
  "/api/ptd-industry/front/getFrontServicePlatformList",
}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end

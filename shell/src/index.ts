// Asynchronous boundary: lets the federation runtime set up the shared
// singletons (React, the router, the SDK...) before any of them is imported.
// A login handed over in the address leaves it first, before anything loads.
import { takeTokenFromAddress } from './app/addressToken';
import { startFirstSitePage } from './remotes/sitePages';

takeTokenFromAddress();
// A site page's own part loads beside the shell's, not after the shell has rendered.
startFirstSitePage(window.location.pathname);
// Named so the build keeps antd's common core out of the first page's part (webpack/common.js).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

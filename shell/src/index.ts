// Asynchronous boundary: lets the federation runtime set up the shared
// singletons (React, the router, the SDK...) before any of them is imported.
// A login handed over in the address leaves it first, before anything loads.
import { takeTokenFromAddress } from './app/addressToken';

takeTokenFromAddress();
// Named so the build keeps antd's common core out of the first page's part (webpack/common.js).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// Asynchronous boundary: lets the federation runtime set up the shared
// singletons (React, antd, the SDK...) before any of them is imported.
// A login handed over in the address leaves it first, before anything loads.
import { takeTokenFromAddress } from './app/addressToken';

takeTokenFromAddress();
import('./bootstrap');

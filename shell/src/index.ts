// Asynchronous boundary: lets the federation runtime set up the shared
// singletons (React, antd, the SDK...) before any of them is imported.
import('./bootstrap');

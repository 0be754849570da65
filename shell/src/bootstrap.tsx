/** Starts the shell: acts on a login handed over in the address, starts the first page's data, then renders the application. */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptAddressToken, setUnboundMessages } from '@platform/sdk';
import { App } from './app/App';
import { handedOverToken } from './app/addressToken';
import { createQueryClient } from './app/queryClient';
import { startFirstSitePageData } from './remotes/sitePages';
import './app/global.css';

// The entry point took the token out of the address already: with no login
// stored it becomes the login now, before anything reads it; with another
// login stored the user is asked once the page is up.
const switchTo = adoptAddressToken(handedOverToken());
// A message on a page without antd (the public site) comes in the platform's
// theme too; antd and the theme load only when such a message is due.
setUnboundMessages(() => import('./app/staticMessages').then(({ messages }) => messages));

const queryClient = createQueryClient();
// The first site page's data is asked for now, while React renders the page.
startFirstSitePageData(queryClient);

// As a transition the first render yields to the browser every few milliseconds
// instead of holding the page in one long task; until it is done the boot text shows.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App addressToken={switchTo} queryClient={queryClient} />));

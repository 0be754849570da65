/** Starts the shell: acts on a login handed over in the address, then renders the application. */
import { createRoot } from 'react-dom/client';
import { adoptAddressToken, setUnboundMessages } from '@platform/sdk';
import { App } from './app/App';
import { handedOverToken } from './app/addressToken';
import './app/global.css';

// The entry point took the token out of the address already: with no login
// stored it becomes the login now, before anything reads it; with another
// login stored the user is asked once the page is up.
const switchTo = adoptAddressToken(handedOverToken());
// A message on a page without antd (the public site) comes in the platform's
// theme too; antd and the theme load only when such a message is due.
setUnboundMessages(() => import('./app/staticMessages').then(({ messages }) => messages));

createRoot(document.getElementById('root')!).render(<App addressToken={switchTo} />);

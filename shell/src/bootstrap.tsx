/** Starts the shell: acts on a login handed over in the address, then renders the application. */
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { adoptAddressToken } from '@platform/sdk';
import { App } from './app/App';
import { handedOverToken } from './app/addressToken';
import './app/global.css';

// The entry point took the token out of the address already: with no login
// stored it becomes the login now, before anything reads it; with another
// login stored the user is asked once the page is up.
const switchTo = adoptAddressToken(handedOverToken());
dayjs.locale('zh-cn');

createRoot(document.getElementById('root')!).render(<App addressToken={switchTo} />);

import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { adoptTokenFromAddress } from '@platform/sdk';
import { App } from './app/App';
import './app/global.css';

// A login handed over in the address (?token=) is stored before anything reads it.
// On the invitation page `token` is the invitation itself, not a login.
if (window.location.pathname !== '/invite') adoptTokenFromAddress();
dayjs.locale('zh-cn');

createRoot(document.getElementById('root')!).render(<App />);

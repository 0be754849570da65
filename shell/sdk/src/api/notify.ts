/**
 * Messages shown to the user. The shell binds the message API of its antd
 * `<App>` so the toasts follow the theme and locale; identical texts are shown
 * at most once a second, because one failure often fails several requests.
 * Before that (on pages without antd) antd is loaded only when a message is due.
 */
import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

type Level = 'success' | 'info' | 'warning' | 'error';

const DEDUPE_WINDOW_MS = 1000;
const lastShown = new Map<string, number>();
let bound: MessageInstance | undefined;

export function bindMessageApi(instance: MessageInstance | undefined): void {
  bound = instance;
}

function show(level: Level, text: string): void {
  const key = `${level}:${text}`;
  const now = Date.now();
  const last = lastShown.get(key);
  if (last !== undefined && now - last < DEDUPE_WINDOW_MS) return;
  lastShown.set(key, now);
  if (bound) {
    bound[level](text);
    return;
  }
  void import('antd').then(({ message }) => message[level](text));
}

export const notify = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  error: (text: string) => show('error', text),
};

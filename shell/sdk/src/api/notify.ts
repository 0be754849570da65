/**
 * Messages shown to the user. The shell binds the message API of its antd
 * `<App>` so the toasts follow the theme and locale; identical texts are shown
 * at most once a second whatever their level (an error and a warning of the
 * same words are one message), because one failure often fails several requests.
 * Before that (on pages without antd) antd's message is loaded only when a
 * message is due, through the loader the shell sets (`setUnboundMessages`:
 * in the theme too), else antd's plain one.
 */
import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

type Level = 'success' | 'info' | 'warning' | 'error';

/** What shows a message with no antd page around it. */
export type UnboundMessages = Pick<MessageInstance, Level>;

const DEDUPE_WINDOW_MS = 1000;
/** Messages shown this recently are shown again when the page that showed them goes away. */
const CARRY_OVER_MS = 1500;
/** When each text was last shown, and at which level. */
const lastShown = new Map<string, { level: Level; at: number }>();
let bound: MessageInstance | undefined;
// antd's message module alone: the whole library is not loaded for one message.
let loadUnbound: () => Promise<UnboundMessages> = () => import('antd/es/message').then((module) => module.default);

/** Sets how messages are shown while no antd page is up (the shell's themed static messages). */
export function setUnboundMessages(load: () => Promise<UnboundMessages>): void {
  loadUnbound = load;
}

function showUnbound(level: Level, text: string): void {
  void loadUnbound().then((messages) => messages[level](text));
}

export function bindMessageApi(instance: MessageInstance | undefined): void {
  const leaving = bound !== undefined && instance === undefined;
  bound = instance;
  if (!leaving) return;
  // Leaving the pages built on antd (for the front page) takes their messages
  // along: show the ones just given (账户绑定成功并已登录) once more on their own.
  const since = Date.now() - CARRY_OVER_MS;
  const carried = [...lastShown].filter(([, shown]) => shown.at >= since);
  setTimeout(() => {
    if (bound) return;
    for (const [text, { level }] of carried) showUnbound(level, text);
  });
}

function show(level: Level, text: string): void {
  const now = Date.now();
  const last = lastShown.get(text);
  if (last !== undefined && now - last.at < DEDUPE_WINDOW_MS) return;
  lastShown.set(text, { level, at: now });
  if (bound) bound[level](text);
  else showUnbound(level, text);
}

export const notify = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  error: (text: string) => show('error', text),
};

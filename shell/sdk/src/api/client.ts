/**
 * The one API client of the front end. Every reply is the envelope
 * `{code, msg, data}`, read from the body whatever the HTTP status; a success
 * resolves to `data`, anything else shows the catalogue's message (section 8
 * of the spec) and rejects with an `ApiError`.
 */
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { CODES, failureMessage, MESSAGES } from './messages';
import { notify } from './notify';
import type { ApiEnvelope } from './types';
import { clearStoredLogin, getToken } from '../auth/token';
import { APP_KEY } from '../platform';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Show no automatic message for this request; the caller handles failures. */
    silent?: boolean;
    /** The session check itself: its 401 answers a question and ends no session. */
    sessionCheck?: boolean;
  }
}

export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** Code given to an `ApiError` when no reply arrived at all. */
export const NETWORK_FAILURE = 0;

/** What the client asks of whoever owns the session (the auth provider). */
export interface SessionHandlers {
  /** The server no longer accepts the login. */
  expired(): void;
  /** The account was frozen or is otherwise unusable. */
  accountAbnormal(): void;
}

function loginAddress(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/login?redirect=${encodeURIComponent(here)}`;
}

// Until the app registers its own, fall back to a full page load.
const fallbackHandlers: SessionHandlers = {
  expired() {
    clearStoredLogin();
    window.location.assign(loginAddress());
  },
  accountAbnormal() {
    clearStoredLogin();
    window.location.assign('/login');
  },
};
let sessionHandlers: SessionHandlers = fallbackHandlers;

/** Register the session handlers; returns a function that unregisters them. */
export function setSessionHandlers(handlers: SessionHandlers): () => void {
  sessionHandlers = handlers;
  return () => {
    if (sessionHandlers === handlers) sessionHandlers = fallbackHandlers;
  };
}

function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && 'code' in body;
}

function settle<T>(response: AxiosResponse): T {
  const config: AxiosRequestConfig = response.config;
  const envelope: ApiEnvelope = isEnvelope(response.data)
    ? response.data
    : { code: response.status, msg: '', data: response.data };
  const code = Number(envelope.code);

  if (code === CODES.ok || code === CODES.okAlt || code === CODES.passThrough) {
    return envelope.data as T;
  }

  const text = failureMessage(code, envelope.msg);
  if (code === CODES.sessionExpired) {
    if (config.sessionCheck) throw new ApiError(code, text, envelope.data);
    if (!config.silent) notify.error(text);
    sessionHandlers.expired();
  } else {
    if (!config.silent) notify.error(text);
    if (code === CODES.accountAbnormal) sessionHandlers.accountAbnormal();
  }
  throw new ApiError(code, text, envelope.data);
}

function networkFailure(error: unknown): never {
  if (axios.isCancel(error)) throw error;
  const config = axios.isAxiosError(error) ? error.config : undefined;
  if (!config?.silent) notify.error(MESSAGES.serverBusy);
  throw new ApiError(NETWORK_FAILURE, MESSAGES.serverBusy);
}

/** The axios instance; call it through `request`, which reads the envelope. */
const apiClient = axios.create({
  baseURL: '/api',
  timeout: 30000,
  headers: { 'content-language': 'zh_CN', source: APP_KEY },
  // The envelope decides success, not the HTTP status.
  validateStatus: () => true,
});

// The login travels as the `token` header: the server takes its cookie for reading only.
// A call that names a token itself (checking one from the address) keeps it.
apiClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token && !config.headers.has('token')) config.headers.set('token', token);
  return config;
});

/** Every call goes through here (by way of `api` in typed.ts): resolves to the envelope's `data` or rejects with an ApiError. */
export function request<T>(config: AxiosRequestConfig): Promise<T> {
  return apiClient.request(config).then(settle<T>, networkFailure);
}

/** A file in the multipart field `file`, with any other fields beside it. */
export function upload(file: Blob, fields: Record<string, string | number> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('file', file);
  return body;
}

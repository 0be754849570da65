/**
 * The API client typed by path: `api.get('/ptd-user/account/getAccountInfo', {query})`
 * takes its query, path parameters, body and reply from the generated `paths`
 * (openapi/openapi.json), so a path renamed on the server breaks
 * `npm run typecheck`. It runs on the one client (`request`), which keeps the
 * envelope and section-8 error handling.
 */
import type { AxiosRequestConfig } from 'axios';
import { request } from './client';
import { fileOf } from './files';
import type { paths } from './schema';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The server's paths without their `/api` prefix, for one method. */
export type ApiPath<M extends Method> = {
  [K in keyof paths]: K extends `/api${infer P}` ? (paths[K] extends Record<M, unknown> ? P : never) : never;
}[keyof paths];

/** The operation of a path and method. */
export type Operation<M extends Method, P extends ApiPath<M>> = paths[`/api${P}`][M & keyof paths[`/api${P}`]];

/** Drops the nulls the server's document allows in optional fields: the client never sends one. */
type Loose<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** The query parameters of an operation, every one optional to send and never null. */
export type ApiQuery<O> = O extends { parameters: { query?: infer Q } } ? Loose<NonNullable<Q>> : never;
type PathParams<O> = O extends { parameters: { path: infer P } } ? { [K in keyof P]: P[K] | string } : never;
/** The JSON or multipart body of an operation. */
export type ApiBody<O> = O extends { requestBody?: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': unknown }
      ? FormData
      : never
  : never;
/** The media types an operation takes as a file's bytes sent as they are ('application/pdf'), neither JSON nor multipart. */
export type RawMedia<O> = O extends { requestBody?: { content: infer C } } ? Exclude<keyof C, 'application/json' | 'multipart/form-data'> & string : never;
/** The POST paths whose body is a file's bytes as they are. */
export type RawBodyPath = {
  [P in ApiPath<'post'>]: [RawMedia<Operation<'post', P>>] extends [never] ? never : P;
}[ApiPath<'post'>];
/** What a call resolves to: the envelope's `data` as the document declares it. */
export type ApiReply<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } }
  ? R
  : O extends { responses: { 200: { content: { 'text/plain': infer T } } } }
    ? T
    : unknown;

/** The reply of a path and method, for naming it in a component (`Reply<'get', '/ptd-industry/order/list'>`). */
export type Reply<M extends Method, P extends ApiPath<M>> = ApiReply<Operation<M, P>>;
/** The body of a path and method. */
export type Body<M extends Method, P extends ApiPath<M>> = ApiBody<Operation<M, P>>;
/** The query of a path and method. */
export type Query<M extends Method, P extends ApiPath<M>> = ApiQuery<Operation<M, P>>;

/** How a call is made beyond its data: quiet failures, the session check, a signal, headers. */
export type CallOptions = Pick<AxiosRequestConfig, 'silent' | 'sessionCheck' | 'signal' | 'headers' | 'timeout' | 'responseType' | 'onDownloadProgress'>;

type IfAny<T, Yes, No> = [T] extends [never] ? No : Yes;

/** The options of one call: `path` when the path has parameters, `query` and `body` when the operation takes them. */
export type CallInit<O> = CallOptions &
  IfAny<PathParams<O>, { path: PathParams<O> }, { path?: never }> &
  IfAny<ApiQuery<O>, { query?: ApiQuery<O> }, { query?: never }> &
  IfAny<ApiBody<O>, { body?: ApiBody<O> }, { body?: never }>;

/** Whether the init may be left out: only when no path parameter is needed. */
type InitArgs<O> = IfAny<PathParams<O>, [init: CallInit<O>], [init?: CallInit<O>]>;

/** Puts path parameters into a path template (`/order/{id}`). */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
}

function call<M extends Method>(method: M, path: string, init: (CallOptions & { path?: object; query?: object; body?: unknown }) | undefined) {
  const { path: params, query, body, ...options } = init ?? {};
  return request({
    ...options,
    method: method.toUpperCase(),
    url: fillPath(path, params as Record<string, unknown> | undefined),
    params: query,
    data: body,
  });
}

/** The one typed client: each method takes a path of the server's document and infers the rest. */
export const api = {
  get<P extends ApiPath<'get'>>(path: P, ...[init]: InitArgs<Operation<'get', P>>): Promise<Reply<'get', P>> {
    return call('get', path, init as never) as Promise<Reply<'get', P>>;
  },
  post<P extends ApiPath<'post'>>(path: P, ...[init]: InitArgs<Operation<'post', P>>): Promise<Reply<'post', P>> {
    return call('post', path, init as never) as Promise<Reply<'post', P>>;
  },
  put<P extends ApiPath<'put'>>(path: P, ...[init]: InitArgs<Operation<'put', P>>): Promise<Reply<'put', P>> {
    return call('put', path, init as never) as Promise<Reply<'put', P>>;
  },
  delete<P extends ApiPath<'delete'>>(path: P, ...[init]: InitArgs<Operation<'delete', P>>): Promise<Reply<'delete', P>> {
    return call('delete', path, init as never) as Promise<Reply<'delete', P>>;
  },
  /**
   * A file a GET answers (an Excel export): the bytes as a blob, or the server's refusal as an
   * ApiError; `onProgress` hears the share downloaded. Exports of many rows take their time.
   */
  download<P extends ApiPath<'get'>>(path: P, query: ApiQuery<Operation<'get', P>>, onProgress?: (share: number) => void): Promise<Blob> {
    return fileOf(
      call('get', path, {
        query: query as object,
        responseType: 'blob',
        silent: true,
        timeout: 600_000,
        onDownloadProgress: (event) => {
          if (event.total) onProgress?.(event.loaded / event.total);
        },
      }),
    );
  },
  /**
   * Sends a file as the body of a POST that takes its bytes as they are, under
   * a media type the document names for it: the server reads the bytes, not a
   * form, and the type is stated rather than left to the file's own.
   */
  postFile<P extends RawBodyPath>(
    path: P,
    file: Blob,
    type: RawMedia<Operation<'post', P>>,
    options?: Omit<CallOptions, 'headers'>,
  ): Promise<Reply<'post', P>> {
    return request({ ...options, method: 'POST', url: path, data: file, headers: { 'Content-Type': type } });
  },
};

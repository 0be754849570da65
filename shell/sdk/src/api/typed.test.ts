/** Unit tests of the path-typed client: path parameters filled, and (checked by `npm run typecheck`) wrong paths, queries and bodies refused. */
import { expect, test } from '@playwright/test';
import { api, fillPath, type Reply } from './typed';

test('path parameters are filled and encoded', () => {
  expect(fillPath('/ptd-industry/order/{id}', { id: 42 })).toBe('/ptd-industry/order/42');
  expect(fillPath('/files/{key}', { key: 'a/b c' })).toBe('/files/a%2Fb%20c');
  expect(() => fillPath('/ptd-industry/order/{id}', {})).toThrow('missing path parameter id');
});

test('the types follow the server document', () => {
  // Never called: these lines are checked by the compiler, not run.
  const typed = () => {
    const order: Promise<Reply<'get', '/ptd-industry/order/{id}'>> = api.get('/ptd-industry/order/{id}', { path: { id: 1 } });
    // @ts-expect-error a path the server does not serve
    void api.get('/ptd-industry/order/nowhere');
    // @ts-expect-error the path parameter is required
    void api.get('/ptd-industry/order/{id}');
    // @ts-expect-error a query the operation does not take
    void api.get('/ptd-industry/order/list', { query: { nosuch: 1 } });
    // @ts-expect-error GET is not how this path is called
    void api.get('/ptd-user/login');
    void api.post('/ptd-user/login', { body: { username: 'a', password: 'b' } as never });
    void api.postFile('/ptd-component/sign/contract/verify', new Blob(), 'application/pdf');
    // @ts-expect-error a media type the operation does not take
    void api.postFile('/ptd-component/sign/contract/verify', new Blob(), 'text/plain');
    // @ts-expect-error a JSON operation takes no file's bytes
    void api.postFile('/ptd-user/login', new Blob(), 'application/json');
    return order;
  };
  expect(typeof typed).toBe('function');
});

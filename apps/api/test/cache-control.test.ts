import { beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from './support/images.js';
import { ACCEPT, apiUrl, authHeaders, login } from './support/http.js';

/**
 * Issue #26, finding 14: `POST /token` (the session token) and `GET /user` (which carries `sso_token`)
 * were sent without `Cache-Control`, so a browser or a proxy could keep them. Every API answer is
 * `no-store` unless its operation states a policy of its own: public catalogue media may be cached.
 */
let headers: Record<string, string>;
beforeAll(async () => {
  headers = await authHeaders('coach.au');
});

const cacheControl = async (response: Response) => ({ status: response.status, cacheControl: response.headers.get('cache-control') });

describe('Cache-Control of API answers', () => {
  it('is no-store on the token, whether the sign-in succeeds or fails', async () => {
    expect(await cacheControl(await login('coach.au'))).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(await cacheControl(await login('coach.au', 'wrong password'))).toEqual({ status: 400, cacheControl: 'no-store' });
  });

  it('is no-store on every answer about the user, and on errors', async () => {
    for (const path of [
      '/user',
      '/user/profile',
      '/user/settings',
      '/user/companies',
      '/user/reports',
      '/user/history/industries',
      '/user/quizzes',
      '/user/points',
      '/user/points/cip',
      '/user/themes',
    ]) {
      expect([path, await cacheControl(await fetch(apiUrl(path), { headers }))]).toEqual([path, { status: 200, cacheControl: 'no-store' }]);
    }
    expect(await cacheControl(await fetch(apiUrl('/user'), { headers: { accept: ACCEPT } }))).toEqual({
      status: 401,
      cacheControl: 'no-store',
    });
    expect(await cacheControl(await fetch(apiUrl('/no-such-operation'), { headers }))).toEqual({ status: 404, cacheControl: 'no-store' });
  });

  it('is no-store on the avatar, a picture of the user', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngImage(8, 8))], { type: 'image/png' }), 'me.png');
    expect((await fetch(apiUrl('/user/avatar'), { method: 'PUT', headers, body: form })).status).toBe(200);
    expect(await cacheControl(await fetch(apiUrl('/user/avatar'), { headers }))).toEqual({ status: 200, cacheControl: 'no-store' });
  });

  it('is no-store on catalogue answers too (the industry view limit counts each load), and keeps the public policy of catalogue media', async () => {
    for (const path of ['/industries/12095', '/insurance_classes?country=au', '/industries?q=bakery', '/courses']) {
      expect([path, await cacheControl(await fetch(apiUrl(path), { headers }))]).toEqual([path, { status: 200, cacheControl: 'no-store' }]);
    }
    expect(await cacheControl(await fetch(apiUrl('/media/industries/12095/1.svg'), { headers }))).toEqual({
      status: 200,
      cacheControl: 'public, max-age=86400',
    });
  });
});

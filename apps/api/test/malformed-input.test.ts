import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, authHeaders, postForm, readError, sendJson } from './support/http.js';

let headers: Record<string, string>;
beforeAll(async () => {
  headers = await authHeaders('adviser.au');
});

/** Each malformed request must get 400 with exactly {code, message}: never a 500, never a stack. */
async function expectBadRequest(response: Response) {
  const { status, body } = await readError(response);
  expect(status).toBe(400);
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe('bad_request');
  expect(body.message).not.toMatch(/at .+\.(ts|js):\d+/);
}

describe('malformed input', () => {
  it('bad JSON bodies', async () => {
    await expectBadRequest(await sendJson('PUT', '/user/settings', '{"settings": [', headers));
    await expectBadRequest(await sendJson('PUT', '/user/settings', '', headers));
    await expectBadRequest(await sendJson('PUT', '/user/settings', 'null', headers));
  });

  it('wrong types in bodies, queries and paths', async () => {
    await expectBadRequest(await sendJson('PUT', '/user/settings', { settings: 'currency=USD' }, headers));
    await expectBadRequest(await sendJson('PUT', '/user/settings', { settings: [{ key: 'currency', value: 42 }] }, headers));
    await expectBadRequest(await fetch(apiUrl('/industries?pagesize=lots'), { headers }));
    await expectBadRequest(await fetch(apiUrl('/industries?pagesize=0'), { headers }));
    await expectBadRequest(await fetch(apiUrl('/industries?taxonomy=7'), { headers }));
    await expectBadRequest(await fetch(apiUrl('/industries?code=12ab'), { headers }));
    await expectBadRequest(await fetch(apiUrl('/industries/12.5'), { headers }));
    await expectBadRequest(await fetch(apiUrl('/industries/10001/hazard_index/us'), { headers }));
    await expectBadRequest(await fetch(apiUrl('/insurance_classes'), { headers }));
  });

  it('unknown fields in bodies are rejected, not silently dropped', async () => {
    await expectBadRequest(
      await sendJson('PUT', '/user/settings', { settings: [{ key: 'currency', value: 'USD' }], admin: true }, headers),
    );
    await expectBadRequest(await sendJson('PUT', '/user/settings', { settings: [{ key: 'currency', value: 'USD', extra: 1 }] }, headers));
    await expectBadRequest(await sendJson('PUT', '/user/settings', { settings: [{ key: 'is_admin', value: 'yes' }] }, headers));
  });

  it('10 KB query strings', async () => {
    const long = 'a'.repeat(10 * 1024);
    await expectBadRequest(await fetch(apiUrl(`/industries?q=${long}`), { headers }));
    await expectBadRequest(await fetch(apiUrl(`/industries?junk=${long}`), { headers }));
    await expectBadRequest(await postForm(`/token?x=${long}`, { username: 'a', password: 'b', grant_type: 'password', client_id: '1' }));
  });

  it('oversized and wrongly typed form posts', async () => {
    await expectBadRequest(await postForm('/token', { username: 'u'.repeat(300), password: 'p', grant_type: 'password', client_id: '1' }));
    const response = await fetch(apiUrl('/token'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'username=a' });
    await expectBadRequest(response);
  });

  it('unknown API paths answer 404 with the Error schema', async () => {
    expect(await readError(await fetch(apiUrl('/no/such/thing'), { headers }))).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'No such API operation.' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createApiClient, uploadAvatar, uploadCompanyLogo } from './index';

function recordingFetch(handler: () => Response) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return handler();
  };
  return { fetch, requests };
}

describe('image uploads', () => {
  it('sends the avatar as multipart/form-data with a file field', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({ url: '/api/user/avatar' }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

    const result = await uploadAvatar(client, image);

    const request = requests[0]!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('https://api.test/api/user/avatar');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    const file = form.get('file') as File;
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('image.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(result.data).toEqual({ url: '/api/user/avatar' });
  });

  it('sends a company logo to its company', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({ url: '/api/user/companies/9/logo' }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });

    await uploadCompanyLogo(client, 9, new File(['jpeg'], 'logo.jpg', { type: 'image/jpeg' }));

    expect(requests[0]!.url).toBe('https://api.test/api/user/companies/9/logo');
    expect(((await requests[0]!.formData()).get('file') as File).name).toBe('logo.jpg');
  });
});

import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createTeam, signedIn } from '../../test/factories';
import { GIF, JPEG, PNG, WEBP, imageForm, postForm } from '../../test/images';
import { sniffImage } from './upload';

let app: TestApp;
let admin: string;
let teamId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  teamId = (await createTeam(app.knex)).id;
}, 30_000);
afterAll(() => app?.close());

const logoUrl = () => `${app.url}/api/admin/teams/${teamId}/logo`;

describe('sniffImage', () => {
  it('recognises JPEG, PNG, GIF and WebP by their magic bytes', () => {
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(GIF)).toBe('gif');
    expect(sniffImage(Buffer.from('GIF87a....'))).toBe('gif');
    expect(sniffImage(WEBP)).toBe('webp');
  });

  it('recognises nothing in text, truncated signatures or RIFF files that are not WebP', () => {
    expect(sniffImage(Buffer.from('hello, I am text'))).toBeNull();
    expect(sniffImage(PNG.subarray(0, 4))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('multipart image upload', () => {
  it('stores a real PNG under a random name and serves it with its type, nosniff and long caching', async () => {
    const res = await postForm(logoUrl(), imageForm('logo', PNG, { name: 'crest.png' }), admin);
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await fetch(app.url + res.body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/max-age=\d{7,}/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('names the stored file by its content, not by its declared name or type', async () => {
    const res = await postForm(
      logoUrl(),
      imageForm('logo', GIF, { name: 'photo.jpg', type: 'image/jpeg' }),
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(/\.gif$/);
    const served = await fetch(app.url + res.body.logoUrl);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it('accepts a JPEG', async () => {
    const res = await postForm(
      logoUrl(),
      imageForm('logo', JPEG, { name: 'a.jpeg', type: 'image/jpeg' }),
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(/\.jpg$/);
  });

  it('refuses a text file renamed .png and declared image/png with 415, naming the field', async () => {
    const text = Buffer.from('<script>alert(1)</script> not an image');
    const res = await postForm(
      logoUrl(),
      imageForm('logo', text, { name: 'evil.png', type: 'image/png' }),
      admin,
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'Logo must be a JPEG, PNG, or GIF image',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: { logo: 'Logo must be a JPEG, PNG, or GIF image' },
    });
  });

  it('refuses a WebP where only JPEG, PNG and GIF are allowed', async () => {
    const res = await postForm(
      logoUrl(),
      imageForm('logo', WEBP, { name: 'a.webp', type: 'image/webp' }),
      admin,
    );
    expect(res.status).toBe(415);
  });

  it('refuses a file one byte over 5MB with 413, naming the field', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const res = await postForm(logoUrl(), imageForm('logo', big), admin);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message: 'Logo file size must be less than 5MB',
      code: 'PAYLOAD_TOO_LARGE',
      errors: { logo: 'Logo file size must be less than 5MB' },
    });
  });

  it('accepts a file of exactly 5MB', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const res = await postForm(logoUrl(), imageForm('logo', exact), admin);
    expect(res.status).toBe(200);
  });

  it('answers 413 while the upload is still streaming, without waiting for the rest of the body', async () => {
    const url = new URL(logoUrl());
    const boundary = 'x-boundary-123';
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', (error) =>
        error.message.includes('socket hang up') ? undefined : reject(error),
      );
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      req.write(PNG);
      req.write(Buffer.alloc(6 * 1024 * 1024));
      // The request body never ends: only an answer given mid-stream resolves the promise.
    });
    expect(status).toBe(413);
  });

  it('answers 400 "Please select a file to upload" without a file', async () => {
    const res = await postForm(
      logoUrl(),
      imageForm('logo', null, { fields: { other: 'x' } }),
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please select a file to upload', code: 'VALIDATION' });
  });

  it('answers 400 when the file sits in another field', async () => {
    const res = await postForm(logoUrl(), imageForm('picture', PNG), admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a file to upload');
  });

  it('answers 400 to a JSON body on a multipart endpoint', async () => {
    const res = await app.request('POST', `/api/admin/teams/${teamId}/logo`, {
      token: admin,
      body: { logo: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a file to upload');
  });
});

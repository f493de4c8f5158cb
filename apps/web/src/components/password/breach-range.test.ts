import { describe, expect, it, vi } from 'vitest';
import { isPasswordCompromised, sha1Hex } from './breach-range';

// SHA-1 of 'password' (a well-known test vector).
const passwordHash = '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8';

function stubRange(reply: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: string | URL) => Promise.resolve(reply(String(input))));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the breach-range look-up (accounts spec §5)', () => {
  it('hashes with SHA-1 into 40 uppercase hex characters', async () => {
    expect(await sha1Hex('password')).toBe(passwordHash);
    expect(await sha1Hex('')).toBe('DA39A3EE5E6B4B0D3255BFEF95601890AFD80709');
  });

  it('sends only the first 5 characters of the hash and matches the other 35 in the reply', async () => {
    const fetchMock = stubRange(
      () =>
        new Response(`0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${passwordHash.slice(5)}:9545824\r\n`, {
          status: 200,
        }),
    );
    expect(await isPasswordCompromised('password', { baseUrl: 'https://range.test/range/' })).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0].toString()).toBe('https://range.test/range/5BAA6');
  });

  it('matches the suffix whatever its case', async () => {
    stubRange(() => new Response(`${passwordHash.slice(5).toLowerCase()}:3`));
    expect(await isPasswordCompromised('password', { baseUrl: '/r/' })).toBe(true);
  });

  it('answers not compromised when the suffix is absent or only a padding line (count 0)', async () => {
    stubRange(() => new Response('0018A45C4D1DEF81644B54AB7F969B88D65:1\n'));
    expect(await isPasswordCompromised('password', { baseUrl: '/r/' })).toBe(false);
    stubRange(() => new Response(`${passwordHash.slice(5)}:0\n`));
    expect(await isPasswordCompromised('password', { baseUrl: '/r/' })).toBe(false);
  });

  it('counts a failed look-up as not compromised: error status, network failure, abort', async () => {
    stubRange(() => new Response(`${passwordHash.slice(5)}:5`, { status: 503 }));
    expect(await isPasswordCompromised('password', { baseUrl: '/r/' })).toBe(false);
    stubRange(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await isPasswordCompromised('password', { baseUrl: '/r/' })).toBe(false);
    const controller = new AbortController();
    controller.abort();
    const fetchMock = stubRange(() => new Response(`${passwordHash.slice(5)}:5`));
    expect(await isPasswordCompromised('password', { baseUrl: '/r/', signal: controller.signal })).toBe(
      false,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never looks up an empty password', async () => {
    const fetchMock = stubRange(() => new Response(''));
    expect(await isPasswordCompromised('')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

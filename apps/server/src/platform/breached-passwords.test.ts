import { describe, expect, it, vi } from 'vitest';
import { BreachedPasswords, createBreachCheck, RemoteBreachRange, sha1Hex } from './breached-passwords.js';

const strong = 'Lantern-Quarry-Oboe-58';

function rangeReply(body: string, status = 200) {
  return vi.fn((_input: string | URL | Request, _init?: RequestInit) =>
    Promise.resolve(new Response(body, { status })),
  );
}

describe('remote breach-range service (PASSWORD_RANGE_URL)', () => {
  it('sends only the 5-character prefix, asks for padding and matches the suffix', async () => {
    const hash = sha1Hex(strong);
    const fetchMock = rangeReply(`${'0'.repeat(35)}:0\r\n${hash.slice(5)}:17\r\n`);
    const remote = new RemoteBreachRange('https://range.test/range/', { fetch: fetchMock });
    expect(await remote.includes(strong)).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`https://range.test/range/${hash.slice(0, 5)}`);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('add-padding')).toBe('true');
  });

  it('counts an error status, a network failure or a timeout as not compromised', async () => {
    const hash = sha1Hex(strong);
    expect(
      await new RemoteBreachRange('https://r/', { fetch: rangeReply(`${hash.slice(5)}:3`, 500) }).includes(
        strong,
      ),
    ).toBe(false);
    const failing = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    expect(await new RemoteBreachRange('https://r/', { fetch: failing }).includes(strong)).toBe(false);
    const hanging = vi.fn(
      (_input: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('timed out', 'TimeoutError'));
          });
        }),
    );
    expect(await new RemoteBreachRange('https://r/', { fetch: hanging, timeoutMs: 5 }).includes(strong)).toBe(
      false,
    );
  });
});

describe('the server-side check', () => {
  it('uses the built-in list alone when no range service is configured', async () => {
    const local = new BreachedPasswords();
    expect(createBreachCheck(local, null)).toBe(local);
    expect(await createBreachCheck(local, null).includes('password1234')).toBe(true);
  });

  it('pads a range reply with random count-0 lines, keeping the real ones', async () => {
    const local = new BreachedPasswords();
    const hash = sha1Hex('password1234');
    const plain = (await local.range(hash.slice(0, 5))).split('\r\n');
    const padded = (await local.range(hash.slice(0, 5), { padding: true })).split('\r\n');
    expect(padded.length).toBeGreaterThanOrEqual(100);
    expect(padded.length).toBeLessThanOrEqual(200);
    for (const line of plain) expect(padded).toContain(line);
    expect(padded.every((line) => /^[0-9A-F]{35}:\d+$/.test(line))).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { portalUrl } from './support/browser.js';

/**
 * What scanners see of the built portal (issue 38; docs/decisions/0113): no source map in the
 * served folder, HEAD as GET, a real icon, and a foreign Host refused. The pages themselves are
 * the other journeys'.
 */

const servedDir = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const sourceMapsDir = fileURLToPath(new URL('../apps/web/dist-sourcemaps/', import.meta.url));

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(dir.length).replace(/^\/+/, ''));
}

/** A GET with a Host header of our choosing (fetch does not let a page set Host). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port: inject('port'), path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the built portal over HTTP (issue 38)', () => {
  it('keeps the source maps out of the served folder, beside it, and answers 404 for them', async () => {
    const served = filesUnder(servedDir);
    const scripts = served.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
    // Every map belongs to a served script (the bundler's own runtime chunk has none), and no
    // served script points at one.
    const maps = filesUnder(sourceMapsDir);
    expect(maps.length).toBeGreaterThan(scripts.length / 2);
    for (const map of maps) expect(served, map).toContain(map.replace(/\.map$/, ''));
    for (const script of scripts) {
      expect(readFileSync(`${servedDir}${script}`, 'utf8'), script).not.toContain('sourceMappingURL');
    }
    const entry = scripts.find((file) => file.startsWith('assets/index-'));
    if (entry === undefined) throw new Error('no entry script');
    expect(maps).toContain(`${entry}.map`);
    expect((await fetch(portalUrl(`/${entry}`))).status).toBe(200);
    const map = await fetch(portalUrl(`/${entry}.map`));
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sourcesContent');
  });

  it('answers HEAD as GET on pages, the icon and the API', async () => {
    for (const path of ['/', '/login', '/home', '/favicon.ico', '/api/auth']) {
      const get = await fetch(portalUrl(path), { redirect: 'manual' });
      const head = await fetch(portalUrl(path), { method: 'HEAD', redirect: 'manual' });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(await head.text(), path).toBe('');
    }
    const icon = await fetch(portalUrl('/favicon.ico'));
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
    expect([...new Uint8Array(await icon.arrayBuffer()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('refuses a host name it does not serve, as a page rebinding its own name would reach it', async () => {
    const rebound = await getWithHost('/api/dev/outbox', 'attacker.example:8080');
    expect(rebound.status).toBe(421);
    expect(rebound.body).not.toContain('@demo.medivi.test');
    expect((await getWithHost('/api/auth', `claims.localhost:${String(inject('port'))}`)).status).toBe(200);
  });
});

import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { root } from './support.js';
const handle = openDatabase(join(root, 'bench/.cache/shipped.sqlite'));
const app = await buildApp({ handle, sessionSecret: 'x'.repeat(40), logLevel: 'silent' });
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'member@demo.medivi.test', password: 'MediVI-Demo-2026!' } });
const c = login.cookies.find((k) => k.name === 'medivi.sid')!;
const headers = { cookie: `${c.name}=${c.value}`, 'x-csrf-token': login.json<{ csrfToken: string }>().csrfToken };
async function time(url: string, n: number) {
  const t = performance.now();
  for (let i = 0; i < n; i++) { const r = await app.inject({ method: 'GET', url, headers }); if (r.statusCode !== 200) throw new Error(r.body); }
  return ((performance.now() - t) / n).toFixed(3);
}
const search = '/api/provider-search/v1?zip=44106&radius=25&planID=demo-plan-lakeshore&limit=50&page=1';
await time(search, 50); await time('/api/keep-session-alive', 50);
console.log('keep-alive ms', await time('/api/keep-session-alive', 2000));
console.log('search ms', await time(search, 2000));
await app.close(); await handle.close();

/**
 * The bare baseline of the notification fan-out benchmark (docs/decisions/0079), run as a child
 * process: a plain `ws` server with no database, sessions, cookies or Origin check. A socket
 * subscribes with the portal's subscribe message and is answered `subscribed`; an HTTP
 * `PUT /send/<sixDegPatientID>` with the same JSON body as the portal's status change sends that
 * socket one `notification` message built from the sample payload (the portal's own, given in
 * BENCH_SAMPLE_PAYLOAD, `PublishedDateTime` set to the moment it sends) and answers 200. Listens on 127.0.0.1:BENCH_BARE_PORT.
 *
 * Started by notifications-bench.ts with `node --import tsx bench/notifications-bare-server.ts`.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.env.BENCH_BARE_PORT);
const sample = JSON.parse(process.env.BENCH_SAMPLE_PAYLOAD ?? '{}') as Record<string, unknown>;
const sockets = new Map<string, WebSocket>();

const server = createServer((request, response) => {
  const match = /^\/send\/([^/?]+)$/.exec(request.url ?? '');
  if (request.method === 'GET' && request.url === '/ready') {
    response.end('ok');
    return;
  }
  if (request.method !== 'PUT' || match?.[1] === undefined) {
    response.statusCode = 404;
    response.end();
    return;
  }
  const id = decodeURIComponent(match[1]);
  const parts: Buffer[] = [];
  request.on('data', (part: Buffer) => parts.push(part));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { status?: string };
    const socket = sockets.get(id);
    if (socket === undefined) {
      response.statusCode = 404;
      response.end();
      return;
    }
    // Stamped like the portal stamps its case event: when the server knows what to send.
    const payload = {
      ...sample,
      SixDegPatientID: id,
      CaseStatus: body.status ?? null,
      PublishedDateTime: new Date().toISOString(),
    };
    socket.send(JSON.stringify({ type: 'notification', payload }));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ sent: true }));
  });
});

const wss = new WebSocketServer({ server, path: '/ws/notifications', perMessageDeflate: false });
wss.on('connection', (socket) => {
  const own: string[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as { sixDegPatientIDs?: string[] };
    const ids = message.sixDegPatientIDs ?? [];
    for (const id of ids) sockets.set(id, socket);
    own.push(...ids);
    socket.send(JSON.stringify({ type: 'subscribed', userType: 'member', accepted: ids, refused: [] }));
  });
  socket.on('close', () => {
    for (const id of own) sockets.delete(id);
  });
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const client of wss.clients) client.terminate();
    server.close(() => process.exit(0));
  });
}

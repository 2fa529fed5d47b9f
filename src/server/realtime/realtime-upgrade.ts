import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { readHandshake } from './handshake-request.ts';
import { checkRealtimeToken } from './realtime-token.ts';
import { RealtimeSocket, type RealtimeDeps } from './realtime-socket.ts';

/** Realtime's largest WebSocket frame (reference/realtime.md §6.5). */
const maxFrameBytes = 5_000_000;

function refuse(socket: Duplex, status: number, error: string): void {
  const body = JSON.stringify({ error });
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found' }[status] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export interface RealtimeSockets {
  /** Takes the HTTP server's upgrade requests: /realtime/v1/websocket, and refuses others. */
  attach(server: EventEmitter): void;
  /** Closes every socket (the server is stopping); clients reconnect to whoever serves next. */
  close(): void;
}

/**
 * The WebSocket endpoint. The key is checked before the upgrade, so a refused client gets an
 * HTTP status and `{"error": …}` (§6.1) and never a socket.
 */
export function createRealtimeSockets(deps: RealtimeDeps): RealtimeSockets {
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });
  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const asked = readHandshake(url, request.headers);
    if ('error' in asked) return refuse(socket, asked.status, asked.error);
    const check = await checkRealtimeToken(deps.verifyApiToken, asked.token, { url: url.href });
    if ('problem' in check) return refuse(socket, 401, check.problem.message);
    wss.handleUpgrade(request, socket, head, (ws) => {
      new RealtimeSocket(ws, { ...asked, url: url.href }, deps);
    });
  };
  return {
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        upgrade(request, socket, head).catch((error: unknown) => {
          deps.logger.error({ err: error }, 'realtime: upgrade failed');
          refuse(socket, 500, 'Error connecting to Realtime');
        });
      });
    },
    close() {
      for (const client of wss.clients) client.close(1012, 'server restarting');
      wss.close();
    },
  };
}

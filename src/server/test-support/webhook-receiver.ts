import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One delivery a receiver took: its id and type, and which of its secrets verified it. */
export interface Received {
  id: string;
  type: string;
  signatures: number;
  verifiedBy: number[];
}

/**
 * A webhook receiver on this machine, as a business's would be: it verifies every delivery with
 * `standardwebhooks` against each of the secrets it is given (a delivery no secret verifies is
 * counted in `unverified` and refused), answers 204, or 500 on a path ending in /fail; `stop`
 * takes it down (connections refused) and `start` brings it back on the same port.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const receiver = {
    received,
    unverified: 0,
    secrets: [] as string[],
    url: '',
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    start: (port = 0) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
          resolve();
        });
      }),
    /** The ids received more than once. */
    repeated: () => {
      const ids = received.map((r) => r.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    },
  };
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };
  const server = createServer((request, response) => {
    void body(request).then((payload) => {
      const headers = request.headers as Record<string, string>;
      const verifiedBy = receiver.secrets.flatMap((secret, i) => {
        try {
          new Webhook(secret).verify(payload, headers);
          return [i];
        } catch {
          return [];
        }
      });
      if (verifiedBy.length === 0) {
        receiver.unverified += 1;
        response.writeHead(401).end();
        return;
      }
      if (request.url?.endsWith('/fail')) {
        response.writeHead(500).end();
        return;
      }
      received.push({
        id: headers['webhook-id'] ?? '',
        type: (JSON.parse(payload) as { type: string }).type,
        signatures: (headers['webhook-signature'] ?? '').split(' ').length,
        verifiedBy,
      });
      response.writeHead(204).end();
    });
  });
  await receiver.start();
  return receiver;
}

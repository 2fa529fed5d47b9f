import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { TestServer } from './start-test-server.ts';

/**
 * WebSocket frames written byte by byte (RFC 6455 §5.2) over a plain TCP connection, for what
 * no WebSocket client sends: unmasked frames, bytes that are no frame at all, a handshake left
 * half-way.
 */

export const opcodes = { text: 0x1, binary: 0x2, close: 0x8 } as const;

/** One frame with FIN set; masked, as clients must, unless `masked` is false. */
export function wireFrame(opcode: number, payload: Buffer, masked = true): Buffer {
  const maskBit = masked ? 0x80 : 0;
  let length: Buffer;
  if (payload.length < 126) {
    length = Buffer.from([maskBit | payload.length]);
  } else if (payload.length < 65_536) {
    length = Buffer.alloc(3);
    length.writeUInt8(maskBit | 126, 0);
    length.writeUInt16BE(payload.length, 1);
  } else {
    length = Buffer.alloc(9);
    length.writeUInt8(maskBit | 127, 0);
    length.writeBigUInt64BE(BigInt(payload.length), 1);
  }
  const head = Buffer.concat([Buffer.from([0x80 | opcode]), length]);
  if (!masked) return Buffer.concat([head, payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((byte, index) => byte ^ (mask[index % 4] as number)));
  return Buffer.concat([head, mask, body]);
}

/** The upgrade request a WebSocket client sends, as text. */
export function upgradeRequest(server: TestServer, query = `apikey=${server.apiKeys.anon}`) {
  return (
    `GET /realtime/v1/websocket?${query}&vsn=2.0.0 HTTP/1.1\r\n` +
    `Host: 127.0.0.1:${server.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`
  );
}

/** A TCP connection to the server, and every byte it has answered so far. */
export async function tcpConnection(server: TestServer) {
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  let received = Buffer.alloc(0);
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  return {
    socket,
    /** Resolves when the server has closed the connection. */
    ended,
    received: () => received,
    /** Waits until what came back passes the test. */
    async until(test: (bytes: Buffer) => boolean, ms = 5000): Promise<Buffer> {
      const deadline = Date.now() + ms;
      while (!test(received)) {
        if (Date.now() > deadline) throw new Error(`no such answer: ${received.toString()}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
  };
}

const headEnd = (bytes: Buffer) => bytes.indexOf('\r\n\r\n');

/** A connection upgraded by hand: the 101 answer has been read; frames are next. */
export async function upgradedConnection(server: TestServer) {
  const connection = await tcpConnection(server);
  connection.socket.write(upgradeRequest(server));
  const answer = await connection.until((bytes) => headEnd(bytes) >= 0);
  const head = answer.subarray(0, headEnd(answer)).toString();
  if (!head.startsWith('HTTP/1.1 101')) throw new Error(`not upgraded: ${head}`);
  return {
    ...connection,
    head,
    /** The code of the close frame the server sends, read from the frames after the 101. */
    closeCode: async (ms = 5000): Promise<number> => {
      let code: number | undefined;
      await connection.until((bytes) => {
        code = closeCodeIn(bytes.subarray(headEnd(bytes) + 4));
        return code !== undefined;
      }, ms);
      return code as number;
    },
  };
}

/** The code of the first close frame among a server's (unmasked) frames. */
function closeCodeIn(frames: Buffer): number | undefined {
  let at = 0;
  while (at + 2 <= frames.length) {
    const opcode = (frames[at] as number) & 0x0f;
    let length = (frames[at + 1] as number) & 0x7f;
    let start = at + 2;
    if (length === 126) {
      if (start + 2 > frames.length) return undefined;
      length = frames.readUInt16BE(start);
      start += 2;
    } else if (length === 127) {
      if (start + 8 > frames.length) return undefined;
      length = Number(frames.readBigUInt64BE(start));
      start += 8;
    }
    if (start + length > frames.length) return undefined;
    if (opcode === opcodes.close) return frames.readUInt16BE(start);
    at = start + length;
  }
  return undefined;
}

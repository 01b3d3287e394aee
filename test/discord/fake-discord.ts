/**
 * A local stand-in for Discord, for tests that drive the real discord.js client.
 *
 * REST: records every request (method, path, query, JSON or multipart body) and answers the way Discord does:
 * 204 for interaction callbacks and deletes, a message object for webhook follow-ups and edits, the gateway and
 * application endpoints, and 401 for a wrong token on authenticated routes.
 *
 * Gateway: a minimal WebSocket endpoint (RFC 6455 text frames, written here so the tests need no extra package)
 * that says HELLO, answers IDENTIFY with READY (no guilds) and heartbeats with ACK, and can push dispatches
 * (INTERACTION_CREATE) to the connected client — enough for `client.login()` to reach "ready".
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const APP_ID = '111111111111111111';
export const TOKEN = 'MTExMTExMTExMTExMTExMTEx.fake00.not-a-real-token-just-three-parts';

export interface RecordedRequest {
  method: string;
  /** Path after `/api/v10`, e.g. `/interactions/123/tok/callback`. */
  path: string;
  query: URLSearchParams;
  authorization?: string;
  /** JSON body, or `payload_json` for multipart requests. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  files: Array<{ field: string; name: string; content: string }>;
}

let nextId = 200000000000000000n;
export function snowflake(): string {
  nextId += 1n;
  return nextId.toString();
}

async function readBody(req: IncomingMessage): Promise<Pick<RecordedRequest, 'body' | 'files'>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (!raw.length) return { body: undefined, files: [] };
  if (type.startsWith('multipart/form-data')) {
    // Node's fetch implementation parses multipart for us.
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    const files: RecordedRequest['files'] = [];
    let body: unknown;
    for (const [field, value] of form.entries()) {
      if (field === 'payload_json') body = JSON.parse(String(value));
      else if (typeof value !== 'string') files.push({ field, name: value.name, content: await value.text() });
    }
    return { body, files };
  }
  return { body: type.includes('json') ? JSON.parse(raw.toString('utf8')) : raw.toString('utf8'), files: [] };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function messageObject(body: Record<string, any> | undefined, channelId = '300000000000000001') {
  return {
    id: snowflake(),
    type: 0,
    channel_id: channelId,
    author: { id: APP_ID, username: 'rulebot', discriminator: '0', global_name: null, avatar: null, bot: true },
    content: body?.content ?? '',
    embeds: body?.embeds ?? [],
    components: body?.components ?? [],
    attachments: [],
    mentions: [],
    mention_roles: [],
    mention_everyone: false,
    pinned: false,
    tts: false,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    flags: body?.flags ?? 0,
    webhook_id: APP_ID,
    application_id: APP_ID,
  };
}

/** One unmasked server→client WebSocket frame. */
function frame(opcode: number, payload: Buffer): Buffer {
  const len = payload.length;
  const head = len < 126 ? Buffer.from([0x80 | opcode, len]) : len < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
  if (len >= 126 && len < 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 126;
    head.writeUInt16BE(len, 2);
  } else if (len >= 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 127;
    head.writeBigUInt64BE(BigInt(len), 2);
  }
  return Buffer.concat([head, payload]);
}

/** Splits masked client→server frames out of `buffer`; returns the complete ones and the rest. */
function readFrames(buffer: Buffer): { frames: Array<{ opcode: number; payload: Buffer }>; rest: Buffer } {
  const frames: Array<{ opcode: number; payload: Buffer }> = [];
  let at = 0;
  while (buffer.length - at >= 2) {
    const opcode = buffer[at]! & 0x0f;
    const masked = (buffer[at + 1]! & 0x80) !== 0;
    let len = buffer[at + 1]! & 0x7f;
    let offset = at + 2;
    if (len === 126) {
      if (buffer.length < offset + 2) break;
      len = buffer.readUInt16BE(offset);
      offset += 2;
    } else if (len === 127) {
      if (buffer.length < offset + 8) break;
      len = Number(buffer.readBigUInt64BE(offset));
      offset += 8;
    }
    const mask = masked ? buffer.subarray(offset, offset + 4) : undefined;
    if (masked) offset += 4;
    if (buffer.length < offset + len) break;
    const payload = Buffer.from(buffer.subarray(offset, offset + len));
    if (mask) for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i % 4]!;
    frames.push({ opcode, payload });
    at = offset + len;
  }
  return { frames, rest: buffer.subarray(at) };
}

export class FakeDiscord {
  readonly requests: RecordedRequest[] = [];
  /** Gateway payloads the client sent (IDENTIFY, heartbeats…). */
  readonly gatewayReceived: Array<{ op: number; d: any }> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  private sockets = new Set<Socket>();
  private seq = 0;
  /** Set to make GET /gateway/bot and other authenticated routes answer 401. */
  validToken = TOKEN;
  private server: Server | undefined;
  /** Commands registered by the last bulk PUT, per scope ('' global, '/guilds/<id>'). */
  readonly commands = new Map<string, Array<Record<string, unknown>>>();
  private port = 0;

  get api(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, json }) => {
          if (json === undefined) {
            res.writeHead(status).end();
          } else {
            const text = JSON.stringify(json);
            res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
          }
        },
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
    this.server.on('upgrade', (req: IncomingMessage, socket: Socket) => this.upgrade(req, socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Sends a gateway dispatch (op 0) to every connected client. */
  dispatch(t: string, d: unknown): void {
    this.sendAll({ op: 0, t, s: ++this.seq, d });
  }

  get connected(): number {
    return this.sockets.size;
  }

  private sendAll(payload: unknown): void {
    for (const socket of this.sockets) socket.write(frame(0x1, Buffer.from(JSON.stringify(payload))));
  }

  private upgrade(req: IncomingMessage, socket: Socket): void {
    const key = req.headers['sec-websocket-key'];
    const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => this.sockets.delete(socket));
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      const { frames, rest } = readFrames(Buffer.concat([pending, chunk]));
      pending = rest;
      for (const f of frames) {
        if (f.opcode === 0x8) {
          socket.end(frame(0x8, f.payload.subarray(0, 2)));
          this.sockets.delete(socket);
        } else if (f.opcode === 0x9) socket.write(frame(0xa, f.payload));
        else if (f.opcode === 0x1) this.onGateway(socket, JSON.parse(f.payload.toString('utf8')));
      }
    });
    socket.write(frame(0x1, Buffer.from(JSON.stringify({ op: 10, s: null, t: null, d: { heartbeat_interval: 45000 } }))));
  }

  private onGateway(socket: Socket, payload: { op: number; d: any }): void { // eslint-disable-line @typescript-eslint/no-explicit-any
    this.gatewayReceived.push(payload);
    const send = (p: unknown) => socket.write(frame(0x1, Buffer.from(JSON.stringify(p))));
    if (payload.op === 1) send({ op: 11, s: null, t: null, d: null });
    if (payload.op === 2) {
      send({
        op: 0,
        t: 'READY',
        s: ++this.seq,
        d: {
          v: 10,
          user: { id: APP_ID, username: 'rulebot', discriminator: '0', global_name: null, avatar: null, bot: true },
          guilds: [],
          session_id: 'fake-session',
          resume_gateway_url: this.api.replace(/^http/, 'ws').replace(/\/api$/, '/gateway'),
          shard: payload.d.shard ?? [0, 1],
          application: { id: APP_ID, flags: 0 },
        },
      });
    }
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  clear(): void {
    this.requests.length = 0;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; json?: unknown }> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname.replace(/^\/api\/v\d+/, ''));
    const { body, files } = await readBody(req);
    const record: RecordedRequest = { method: req.method ?? 'GET', path, query: url.searchParams, body, files };
    if (req.headers.authorization) record.authorization = req.headers.authorization;
    this.requests.push(record);

    const authed = req.headers.authorization === `Bot ${this.validToken}`;
    const unauthorized = { status: 401, json: { message: '401: Unauthorized', code: 0 } };
    let m: RegExpExecArray | null;
    if (record.method === 'POST' && /^\/interactions\/\d+\/[^/]+\/callback$/.test(path)) return { status: 204 };
    if (/^\/webhooks\/\d+\/[^/]+(\/messages\/[^/]+)?$/.test(path)) {
      if (record.method === 'DELETE') return { status: 204 };
      if (record.method === 'POST' || record.method === 'PATCH') return { status: 200, json: messageObject(body) };
    }
    if (path === '/gateway/bot') {
      if (!authed) return unauthorized;
      return { status: 200, json: { url: `ws://127.0.0.1:${this.port}/gateway`, shards: 2, session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 } } };
    }
    if (path === '/applications/@me') return authed ? { status: 200, json: { id: APP_ID, name: 'rulebot' } } : unauthorized;
    if (record.method === 'PUT' && (m = /^\/applications\/(\d+)(\/guilds\/\d+)?\/commands$/.exec(path))) {
      if (!authed) return unauthorized;
      if (m[1] !== APP_ID) return { status: 404, json: { message: 'Unknown Application', code: 10002 } };
      const registered = (body as Array<Record<string, unknown>>).map((c) => ({ ...c, id: snowflake(), application_id: APP_ID, version: snowflake() }));
      this.commands.set(m[2] ?? '', registered);
      return { status: 200, json: registered };
    }
    if (record.method === 'GET' && (m = /^\/applications\/(\d+)(\/guilds\/\d+)?\/commands$/.exec(path))) {
      if (!authed) return unauthorized;
      return { status: 200, json: this.commands.get(m[2] ?? '') ?? [] };
    }
    return { status: 404, json: { message: '404: Not Found', code: 0 } };
  }
}

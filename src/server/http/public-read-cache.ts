import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { ChatBus, PublicContentTopic } from '../adapters/realtime/chat-bus.ts';
import type { ApiRateLimit } from './api-rate-limit.ts';
import { clientAddress, type TrustFunction } from './client-address.ts';
import type { EarlyAnswer } from './front-door.ts';
import type { AnsweredRequest } from '../plugins/logging.ts';
import { compressBody, preferredEncoding, varyOnEncoding, type ContentEncoding } from './content-encoding.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public content this write changes: on success every instance drops its cached answers of it. */
    invalidates?: PublicContentTopic;
  }
}

/** Route options of a cached public read: public, and the same answer for a visitor and a member. */
export const PUBLIC_READ_ROUTE = { config: { access: 'public', sameForEveryone: true } } as const;

/** How long a browser, proxy or CDN may keep a public answer, and serve it stale while it asks again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * For answers an admin can take back (an unpublished or deleted news article): a browser, proxy
 * or CDN keeps them 60 s at most, and never serves them stale past that.
 */
export const RETRACTABLE_CACHE_CONTROL = 'public, max-age=60, must-revalidate';
const RETRACTABLE_TOPICS: ReadonlySet<PublicContentTopic> = new Set(['news']);

/**
 * At most this many answers per topic (the one asked for least recently goes first). Keys come from the request
 * (an article id), so this bounds memory whatever a client asks for.
 */
export const MAX_ANSWERS_PER_TOPIC = 200;

interface Entry {
  json: Buffer;
  etag: string;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /** Cache-Control and ETag, made once: what a 304 carries. */
  validators: Record<string, string>;
  /** The validators and the content type: what an answer with the body carries. */
  headers: Record<string, string>;
  /** Every header of an early answer, as names and values in one list, made once per kind of answer. */
  early: Partial<Record<EarlyKind, string[]>>;
}

/** The kinds of early answer: the body as it is, in Brotli or gzip, or 304. */
type EarlyKind = ContentEncoding | 'identity' | 'not-modified';

/** One cached answer: being made, then made. */
interface Slot {
  made: Promise<Entry>;
  entry?: Entry;
}

export interface PublicReadCacheSize {
  /** Answers kept or being made, over every topic. */
  answers: number;
  /** Bytes of the made answers' bodies, their compressed copies included. */
  bytes: number;
}

export interface PublicReadCache {
  /** Answers a public GET from memory (made by `load` when missing), with ETag, 304 and compression. */
  send(request: FastifyRequest, reply: FastifyReply, topic: PublicContentTopic, key: string, load: () => Promise<unknown>): Promise<FastifyReply>;
  /** The answer `send` would give (its JSON and ETag), for a page the server fills with it. */
  read(topic: PublicContentTopic, key: string, load: () => Promise<unknown>): Promise<{ json: Buffer; etag: string }>;
  /** Drops this instance's answers of `topic` and tells the other instances to do the same. */
  invalidate(topic: PublicContentTopic): Promise<void>;
  /** Answers a GET of a URL already answered, before Fastify (the front door's early answer). */
  answerEarly: EarlyAnswer;
  /** What the cache holds now (tests check its bound). */
  size(): PublicReadCacheSize;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** At most this many URLs are answered before routing (`/api/news/7`, `/api/news/07`, …). */
const MAX_EARLY_PATHS = 1_000;

/**
 * A GET of a URL without a query that carries nothing to read: what the early answer takes. A
 * query can choose the answer (the median table of a filing date), and a body or content type is
 * for the API's own checks, so anything else goes the whole way.
 */
function isBareGet(request: IncomingMessage): boolean {
  const headers = request.headers;
  return request.method === 'GET' && !request.url?.includes('?') && headers['content-type'] === undefined && headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || headers['content-length'] === '0');
}

/** Texts that print figures of another topic ({{medianIncome.…}} tokens): they change with it. */
const FILLED_FROM: Partial<Record<PublicContentTopic, readonly PublicContentTopic[]>> = { 'median-income': ['news', 'faqs'] };

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Public reads (news, FAQ, document templates) kept in memory, per topic and key (at most
 * MAX_ANSWERS_PER_TOPIC each), made again on a new UTC day and after a write that changes them. Writes declare `config.invalidates`; the drop
 * reaches other instances through the chat bus (LISTEN/NOTIFY on PostgreSQL). Requests that
 * arrive while an answer is being made wait for it instead of each reading the database.
 */
export function createPublicReadCache(
  app: FastifyInstance,
  deps: {
    bus: ChatBus;
    clock: () => Date;
    compressFromBytes: number;
    rateLimit: ApiRateLimit;
    /** The headers every answer carries (plugins/security-headers.ts): the early answers write them too. */
    securityHeaders: Readonly<Record<string, string>>;
    trustProxy: TrustFunction | false;
    /** Writes an early answer's request line, as Fastify's log controller does for a routed one. */
    logRequest: (request: AnsweredRequest) => void;
  },
): PublicReadCache {
  const { bus, clock } = deps;
  const entries = new Map<PublicContentTopic, Map<string, Slot>>();
  // URLs (without a query) already answered from a made entry: the next GET of one is answered before routing.
  const early = new Map<string, { topic: PublicContentTopic; entry: Entry }>();
  const dropEarly = (topic: PublicContentTopic) => {
    for (const [path, answer] of early) if (answer.topic === topic) early.delete(path);
  };
  // Dropping a topic detaches its map, so an answer still being made from older data lands there.
  const drop = (topic: PublicContentTopic) => {
    entries.delete(topic);
    dropEarly(topic);
    for (const filled of FILLED_FROM[topic] ?? []) {
      entries.delete(filled);
      dropEarly(filled);
    }
  };
  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'public-content-changed') drop(event.topic);
  });
  app.addHook('onClose', async () => unsubscribe());

  const make = async (topic: PublicContentTopic, load: () => Promise<unknown>): Promise<Entry> => {
    const json = Buffer.from(JSON.stringify(await load()));
    const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    const validators = { 'cache-control': RETRACTABLE_TOPICS.has(topic) ? RETRACTABLE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL, etag };
    return { json, etag, encoded: {}, validators, headers: { ...validators, 'content-type': 'application/json; charset=utf-8' }, early: {} };
  };

  let today = '';
  let todayEndsAt = 0;
  const entryFor = (topic: PublicContentTopic, key: string, load: () => Promise<unknown>): Promise<Entry> => {
    // Legal figures filled into the texts change with the UTC day: a new day starts afresh.
    const now = clock();
    const day = utcDay(now);
    if (day !== today) {
      for (const known of entries.keys()) drop(known);
      early.clear();
      today = day;
      todayEndsAt = Date.parse(day) + DAY_MS;
    }
    const answers = entries.get(topic) ?? new Map<string, Slot>();
    if (answers.size === 0) entries.set(topic, answers);
    const cached = answers.get(key);
    if (cached) {
      // Kept in the order last asked for: the one asked for least recently goes first.
      answers.delete(key);
      answers.set(key, cached);
      return cached.made;
    }
    if (answers.size >= MAX_ANSWERS_PER_TOPIC) evictOldest(topic, answers);
    const slot: Slot = { made: make(topic, load) };
    answers.set(key, slot);
    slot.made.then(
      (entry) => (slot.entry = entry),
      // A failed load is not kept (a 404 is answered again from the database).
      () => {
        if (answers.get(key) === slot) answers.delete(key);
      },
    );
    return slot.made;
  };

  const evictOldest = (topic: PublicContentTopic, byKey: Map<string, Slot>) => {
    const [oldestKey, oldest] = byKey.entries().next().value as [string, Slot];
    byKey.delete(oldestKey);
    // Its early answers go too, so the memory is freed.
    for (const [path, answer] of early) if (answer.topic === topic && answer.entry === oldest.entry) early.delete(path);
  };

  const encodedBody = (entry: Entry, encoding: ContentEncoding) => (entry.encoded[encoding] ??= compressBody(entry.json, encoding, 'kept'));

  const reply200or304 = (request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply => {
    varyOnEncoding(reply);
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.headers(entry.validators).status(304).send();
    const encoding = entry.json.length >= deps.compressFromBytes ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.headers(entry.headers).send(entry.json);
    return reply.headers(entry.headers).header('content-encoding', encoding).send(encodedBody(entry, encoding));
  };

  // The headers the routed answer carries, in one list as writeHead takes it: the security headers,
  // Vary, the validators, the content type and encoding, and the length.
  const securityHeaders = Object.entries(deps.securityHeaders).flat();
  const earlyHeaders = (entry: Entry, kind: EarlyKind): string[] => {
    const own = kind === 'not-modified' ? entry.validators : { ...entry.headers, ...(kind === 'identity' ? {} : { 'content-encoding': kind }) };
    const length = kind === 'not-modified' ? [] : ['content-length', String((kind === 'identity' ? entry.json : encodedBody(entry, kind)).length)];
    return [...securityHeaders, 'vary', 'accept-encoding', ...Object.entries(own).flat(), ...length];
  };

  // One log line per request, as for a routed answer (plugins/logging.ts).
  let earlyCount = 0;
  const logAnswer = (url: string, statusCode: number, startedAt: number) => {
    earlyCount = (earlyCount + 1) % 2 ** 31;
    deps.logRequest({ id: `early-${earlyCount.toString(36)}`, method: 'GET', path: url, statusCode, responseTime: Math.round((performance.now() - startedAt) * 10) / 10 });
  };

  const answerEarly: EarlyAnswer = (request, response) => {
    if (early.size === 0 || !isBareGet(request)) return false;
    const url = request.url ?? '';
    const answer = early.get(url);
    if (!answer || clock().getTime() >= todayEndsAt) return false;
    const address = clientAddress(request, deps.trustProxy);
    if (address === undefined || !deps.rateLimit.take(address)) return false;
    const startedAt = performance.now();
    const entry = answer.entry;
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      response.writeHead(304, (entry.early['not-modified'] ??= earlyHeaders(entry, 'not-modified'))).end();
    } else {
      const kind = (entry.json.length >= deps.compressFromBytes ? preferredEncoding(request.headers['accept-encoding']) : undefined) ?? 'identity';
      response.writeHead(200, (entry.early[kind] ??= earlyHeaders(entry, kind))).end(kind === 'identity' ? entry.json : encodedBody(entry, kind));
    }
    logAnswer(url, response.statusCode, startedAt);
    return true;
  };

  // Only on the writes that declare a topic: every other answer passes no hook of ours here.
  app.addHook('onRoute', (route) => {
    const topic = route.config?.invalidates;
    if (!topic) return;
    const dropOnSuccess: onSendHookHandler = async (_request, reply, payload) => {
      if (reply.statusCode < 400) await invalidate(topic);
      return payload;
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), dropOnSuccess];
  });

  async function invalidate(topic: PublicContentTopic): Promise<void> {
    drop(topic);
    await bus.publish({ type: 'public-content-changed', topic });
  }

  return {
    invalidate,
    answerEarly,
    read: entryFor,
    async send(request, reply, topic, key, load) {
      const made = entryFor(topic, key, load);
      const entry = await made;
      // Still the topic's current answer (no write dropped it meanwhile): the path can be answered early.
      const url = request.url;
      if (entries.get(topic)?.get(key)?.made === made && !url.includes('?') && (early.size < MAX_EARLY_PATHS || early.has(url))) early.set(url, { topic, entry });
      return reply200or304(request, reply, entry);
    },
    size() {
      let answers = 0;
      let bytes = 0;
      for (const byKey of entries.values()) {
        answers += byKey.size;
        for (const { entry } of byKey.values()) {
          if (entry) bytes += [entry.json, ...Object.values(entry.encoded)].reduce((sum, body) => sum + body.length, 0);
        }
      }
      return { answers, bytes };
    },
  };
}

import { createServer, type Server } from 'node:http';

/**
 * A local server speaking the slice of Stripe's API the adapter uses (form-encoded requests, JSON
 * responses), so the real `stripe` SDK is exercised end to end without the network. It keeps the
 * state of subscriptions and PaymentIntents, so a test can say one was paid and see what the site
 * then does at Stripe (cancel, reuse).
 */
export interface Recorded {
  method: string;
  path: string;
  body: URLSearchParams;
}

interface FakeSubscription {
  id: string;
  status: 'incomplete' | 'active' | 'canceled';
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
}

interface FakeIntent {
  id: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  amount: number;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  recorded: Recorded[];
  subscriptions: Map<string, FakeSubscription>;
  intents: Map<string, FakeIntent>;
  /** Customers that exist (created and not deleted). */
  customers: Set<string>;
  /** While `next` is true, deleting a customer fails as a Stripe outage would. */
  failCustomerDeletion: { next: boolean };
  close(): Promise<void>;
}

const metadataOf = (body: URLSearchParams): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of body) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) out[match[1]!] = value;
  }
  return out;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const recorded: Recorded[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const intents = new Map<string, FakeIntent>();
  const customers = new Set<string>();
  const failCustomerDeletion = { next: false };
  let counter = 0;
  const id = (prefix: string) => `${prefix}_${++counter}`;
  const notFound = (what: string): [number, unknown] => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } }];
  const subscriptionJson = (sub: FakeSubscription) => ({
    object: 'subscription',
    ...sub,
    items: { object: 'list', data: [{ id: `si_${sub.id}`, object: 'subscription_item', price: { id: 'price_995', object: 'price' } }] },
  });

  function handle(method: string, path: string, body: URLSearchParams): [number, unknown] {
    const [, , resource, resourceId, action] = path.split('/');
    if (method === 'GET' && path.startsWith('/v1/prices')) return [200, { object: 'list', data: [], has_more: false, url: '/v1/prices' }];
    if (method === 'POST' && path === '/v1/products') return [200, { id: id('prod'), object: 'product' }];
    if (method === 'POST' && path === '/v1/prices') return [200, { id: `price_${body.get('unit_amount')}`, object: 'price', unit_amount: Number(body.get('unit_amount')) }];
    if (method === 'POST' && path === '/v1/customers') {
      const customer = id('cus');
      customers.add(customer);
      return [200, { id: customer, object: 'customer' }];
    }
    if (resource === 'customers' && method === 'DELETE') {
      if (failCustomerDeletion.next) return [500, { error: { type: 'api_error', message: 'Something went wrong at Stripe' } }];
      if (!customers.delete(resourceId ?? '')) return notFound(`customer: '${resourceId}'`);
      return [200, { id: resourceId, object: 'customer', deleted: true }];
    }
    if (resource === 'subscriptions') {
      if (method === 'POST' && !resourceId) {
        const sub: FakeSubscription = { id: id('sub'), status: 'incomplete', metadata: metadataOf(body), cancel_at_period_end: false };
        subscriptions.set(sub.id, sub);
        return [200, { ...subscriptionJson(sub), latest_invoice: { id: id('in'), object: 'invoice', confirmation_secret: { client_secret: `pi_${sub.id}_secret_abc`, type: 'payment_intent' } } }];
      }
      const sub = subscriptions.get(resourceId ?? '');
      if (!sub) return notFound(`subscription: '${resourceId}'`);
      if (method === 'GET') return [200, subscriptionJson(sub)];
      if (method === 'DELETE') {
        if (sub.status === 'canceled') return [400, { error: { type: 'invalid_request_error', message: 'This subscription has already been canceled.' } }];
        sub.status = 'canceled';
        return [200, subscriptionJson(sub)];
      }
      if (method === 'POST') {
        if (body.has('cancel_at_period_end')) sub.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
        return [200, subscriptionJson(sub)];
      }
    }
    if (resource === 'payment_intents') {
      if (method === 'POST' && !resourceId) {
        const intent: FakeIntent = { id: id('pi'), status: 'requires_payment_method', amount: Number(body.get('amount')), metadata: metadataOf(body) };
        intents.set(intent.id, intent);
        return [200, { object: 'payment_intent', ...intent, client_secret: `${intent.id}_secret_xyz` }];
      }
      const intent = intents.get(resourceId ?? '');
      if (!intent) return notFound(`payment_intent: '${resourceId}'`);
      if (method === 'GET') return [200, { object: 'payment_intent', ...intent }];
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded') return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.' } }];
        intent.status = 'canceled';
        return [200, { object: 'payment_intent', ...intent }];
      }
    }
    if (method === 'GET' && path.startsWith('/v1/promotion_codes')) return [200, { object: 'list', data: [], has_more: false, url: '/v1/promotion_codes' }];
    if (method === 'POST' && path === '/v1/coupons') return [200, { id: id('coupon'), object: 'coupon' }];
    if (method === 'POST' && path === '/v1/promotion_codes') return [200, { id: id('promo'), object: 'promotion_code' }];
    return [404, { error: { type: 'invalid_request_error', message: `No fake for ${method} ${path}` } }];
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += String(c)));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = new URLSearchParams(req.method === 'GET' || req.method === 'DELETE' ? url.search : raw);
      if (req.method === 'DELETE' && raw) for (const [k, v] of new URLSearchParams(raw)) body.append(k, v);
      recorded.push({ method: req.method ?? '', path: url.pathname, body });
      const [status, json] = handle(req.method ?? '', url.pathname, body);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    recorded,
    subscriptions,
    intents,
    customers,
    failCustomerDeletion,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

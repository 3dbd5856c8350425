// A local stand-in for the WhatsApp Business Cloud API (issue 32) for the end-to-end tests: the store under
// test is started with KHADI_WHATSAPP_API_URL pointing here. Every request is checked against Meta's
// documented shape for a template message — POST /{version}/{phone-number-id}/messages, a Bearer token,
// {messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template', template: {name,
// language: {code}, components: [{type: 'body', parameters: [{type: 'text', text}]}]}} — and answered as
// Meta answers: 200 with the message id, or a Graph API error (a malformed request is a 400 and recorded
// as a problem, so a test fails on it).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TemplateMessage = {
  phoneNumberId: string;
  to: string;
  name: string;
  language: string;
  texts: string[];
};

export type FakeWhatsApp = {
  url: string;
  received: TemplateMessage[];
  problems: string[];
  close: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const same = (keys: string[], expected: string[]) => JSON.stringify([...keys].sort()) === JSON.stringify([...expected].sort());

/** The request's problem with Meta's documented shape, or null; `message` is filled when it has none. */
function check(method: string, path: string, auth: string | undefined, token: string, raw: string, into: Partial<TemplateMessage>): string | null {
  const route = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(path);
  if (method !== 'POST' || !route) return `unexpected ${method} ${path}`;
  if (auth !== `Bearer ${token}`) return 'no Bearer token';
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  if (!same(Object.keys(body), ['messaging_product', 'recipient_type', 'to', 'type', 'template'])) return `keys ${Object.keys(body).join(',')}`;
  if (body.messaging_product !== 'whatsapp' || body.recipient_type !== 'individual' || body.type !== 'template') return 'not a template message';
  if (typeof body.to !== 'string' || !/^[1-9]\d{7,14}$/.test(body.to)) return `to ${String(body.to)}`;
  const template = body.template as { name?: unknown; language?: { code?: unknown }; components?: unknown };
  if (!same(Object.keys(template), ['name', 'language', 'components'])) return 'template keys';
  if (typeof template.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(template.name)) return 'template name';
  const code = template.language?.code;
  if (typeof code !== 'string' || !['en', 'kn', 'hi'].includes(code)) return 'language';
  const components = template.components as { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  if (!Array.isArray(components) || components.length !== 1 || components[0]?.type !== 'body') return 'components';
  const texts: string[] = [];
  for (const parameter of components[0].parameters ?? []) {
    if (parameter.type !== 'text' || typeof parameter.text !== 'string' || parameter.text === '' || /[\n\t]| {5}/.test(parameter.text)) {
      return `parameter ${JSON.stringify(parameter)}`;
    }
    texts.push(parameter.text);
  }
  Object.assign(into, { phoneNumberId: route[1], to: body.to, name: template.name, language: code, texts });
  return null;
}

export async function startFakeWhatsApp(token: string): Promise<FakeWhatsApp> {
  const received: TemplateMessage[] = [];
  const problems: string[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const message: Partial<TemplateMessage> = {};
      const problem = check(request.method ?? '', request.url ?? '', request.headers.authorization, token, raw, message);
      response.setHeader('content-type', 'application/json');
      if (problem) {
        problems.push(problem);
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { message: `(#100) Invalid parameter: ${problem}`, type: 'OAuthException', code: 100, fbtrace_id: 'e2e' } }));
        return;
      }
      received.push(message as TemplateMessage);
      response.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: `wamid.E2E${received.length}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    problems,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

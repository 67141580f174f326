import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests: path-style PutObject, GetObject, HeadObject and DeleteObject
 * on one bucket, every request checked against AWS Signature Version 4 like S3 does (wrong key or a
 * body that does not match its signed hash: 403). Enough for the real @aws-sdk/client-s3 to talk to it.
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Method and path of each request that passed the signature check. */
  requests: string[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function xmlError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

/** The signature S3 expects for this request, or undefined when the Authorization header is malformed. */
function expectedSignature(
  request: IncomingMessage,
  secret: string,
  accessKeyId: string,
): string | undefined {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=[0-9a-f]{64}$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match || match[1] !== accessKeyId) return undefined;
  const [, , date = '', region = '', signedHeaders = ''] = match;
  const [path = '', query = ''] = (request.url ?? '').split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    request.headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    request.headers['x-amz-date'],
    scope,
    sha256(canonicalRequest),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  return hmac(signingKey, stringToSign).toString('hex');
}

function isSigned(request: IncomingMessage, body: Buffer, server: S3TestServer): boolean {
  const expected = expectedSignature(request, server.secretAccessKey, server.accessKeyId);
  const given = /Signature=([0-9a-f]{64})$/.exec(request.headers.authorization ?? '')?.[1];
  if (!expected || !given || !timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return false;
  const payloadHash = request.headers['x-amz-content-sha256'];
  return payloadHash === 'UNSIGNED-PAYLOAD' || payloadHash === sha256(body);
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const state = {
    bucket: 'sakhli-test',
    accessKeyId: 'TESTACCESSKEY',
    secretAccessKey: 'test-secret-access-key-0123456789',
    objects: new Map<string, { body: Buffer; contentType: string }>(),
    requests: [] as string[],
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    if (!isSigned(request, body, self)) return xmlError(response, 403, 'SignatureDoesNotMatch');
    const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
    const prefix = `/${state.bucket}/`;
    if (!path.startsWith(prefix)) return xmlError(response, 404, 'NoSuchBucket');
    const key = path.slice(prefix.length);
    state.requests.push(`${request.method} ${key}`);
    const object = state.objects.get(key);
    switch (request.method) {
      case 'PUT':
        state.objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      case 'GET':
      case 'HEAD':
        if (!object) return xmlError(response, 404, 'NoSuchKey');
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        return response.end(request.method === 'GET' ? object.body : undefined);
      case 'DELETE':
        state.objects.delete(key);
        response.writeHead(204);
        return response.end();
      default:
        return xmlError(response, 405, 'MethodNotAllowed');
    }
  };
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const self: S3TestServer = {
    ...state,
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return self;
}

import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A web server on this machine for fetch tests, answering each path with `respond` and counting requests. */
export interface TestHttpServer {
  /** `http://host:port` */
  origin: string;
  port: number;
  /** The paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startTestHttpServer(
  host: string,
  respond: (path: string, response: ServerResponse) => void,
): Promise<TestHttpServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    respond(request.url ?? '', response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function redirect(response: ServerResponse, location: string, status = 302) {
  response.writeHead(status, { location });
  response.end();
}

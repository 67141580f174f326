import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { ensureDebianCommand, freePort, startChild, stopChild, waitFor } from './child-processes';

/**
 * The same choices as deploy/haproxy.cfg, with check intervals short enough for a test: readiness checks
 * every 500 ms, down after 2 failures; a refused connection, or a GET lost on an instance that died, is
 * tried again on another instance.
 */
function configFor(port: number, socket: string, servers: { name: string; port: number }[]) {
  return `global
  stats socket ${socket} mode 600 level admin
  maxconn 2048

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend http
  bind 127.0.0.1:${port}
  unique-id-format %{+X}o\\ %ci:%cp_%fi:%fp_%Ts_%rt:%pid
  http-request set-header X-Request-Id %[unique-id]
  default_backend app

backend app
  balance roundrobin
  http-request disable-l7-retry unless METH_GET
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2 check
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`).join('\n')}
`;
}

/** One `show stat` over the admin socket: each server's state (UP, DOWN, MAINT, "UP 1/2"…). */
function serverStates(socket: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const connection = connect(socket);
    let text = '';
    connection.on('data', (chunk) => (text += chunk.toString()));
    connection.on('error', reject);
    connection.on('end', () => {
      const [header = '', ...rows] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const status = columns.indexOf('status');
      const states = new Map<string, string>();
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[0] === 'app' && cells[1] !== 'BACKEND') states.set(cells[1] ?? '', cells[status] ?? '');
      }
      resolve(states);
    });
    connection.write('show stat\n');
  });
}

export async function startProxy(workDir: string, servers: { name: string; port: number }[]) {
  ensureDebianCommand('haproxy', 'haproxy');
  const port = await freePort();
  const socket = path.join(workDir, 'haproxy.sock');
  const configFile = path.join(workDir, 'haproxy.cfg');
  writeFileSync(configFile, configFor(port, socket, servers));
  const child = startChild('haproxy', 'haproxy', ['-db', '-f', configFile], {
    logFile: path.join(workDir, 'haproxy.log'),
  });
  await waitFor('haproxy stats socket', () => serverStates(socket), { timeoutMs: 10_000 });
  const states = () => serverStates(socket);
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    /** Waits until `name` is in state `state` as far as the proxy knows (UP, DOWN). */
    waitForState: (name: string, state: 'UP' | 'DOWN', timeoutMs: number) =>
      waitFor(
        `proxy sees ${name} ${state}`,
        async () => ((await states()).get(name) === state ? true : undefined),
        { timeoutMs, everyMs: 50 },
      ),
    stop: () => stopChild(child),
  };
}
export type Proxy = Awaited<ReturnType<typeof startProxy>>;

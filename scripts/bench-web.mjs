// `npm run bench:web`: Lighthouse (mobile preset, performance only) on the home page and a detail page of
// the real app, 3 runs each, medians written to the "Web" section of docs/PERFORMANCE.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 4199;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 3;
const TARGETS = { score: 95, initialJsKb: 170 };
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const workDir = mkdtempSync(path.join(tmpdir(), 'sakhli-bench-web-'));

function startServer() {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: path.join(workDir, 'data'),
      LOG_LEVEL: 'warn',
      // No outside network in the measurement: tiles come from a closed local port, as in the e2e runs.
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    },
  });
  return server;
}

async function waitForHealth(server, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${ORIGIN}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the app did not become healthy in time');
}

async function activeListingId() {
  const response = await fetch(
    `${ORIGIN}/api/Property/properties/chunk?chunkNumber=1&chunkSize=1&pageSize=15`,
  );
  if (!response.ok) throw new Error(`chunk API answered ${response.status}`);
  const { items } = await response.json();
  const listing = items.find((item) => item.publishStatus === 'Active') ?? items[0];
  if (!listing) throw new Error('no listing to measure: is the demo seed empty?');
  return listing.id;
}

const ATTEMPTS = 3;

/** One Lighthouse report of `url`. Lighthouse now and then fails to record the trace of a load (NO_NAVSTART,
 * "please run Lighthouse again"): such a run is repeated, up to ATTEMPTS times in all. */
function lighthouseReport(url, outputPath) {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = spawnSync(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outputPath}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = existsSync(outputPath) ? JSON.parse(readFileSync(outputPath, 'utf8')) : null;
    rmSync(outputPath, { force: true });
    if (result.status === 0 && report && !report.runtimeError) return report;
    problem = report?.runtimeError?.message ?? `exit ${result.status}`;
    console.log(`lighthouse could not measure ${url} (${problem}); attempt ${attempt} of ${ATTEMPTS}`);
  }
  throw new Error(`lighthouse failed on ${url}: ${problem}`);
}

function runLighthouse(url, outputPath) {
  const report = lighthouseReport(url, outputPath);
  const scripts = report.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: report.categories.performance.score * 100,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    scriptKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    scriptCount: scripts.length,
    largestScripts: scripts
      .sort((a, b) => b.transferSize - a.transferSize)
      .slice(0, 3)
      .map(
        (item) => `${path.basename(new URL(item.url).pathname)} ${(item.transferSize / 1024).toFixed(1)} KB`,
      ),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function summarise(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const medianRun = runs.find((run) => run.score === pick('score'));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    scriptKb: pick('scriptKb'),
    scriptCount: medianRun.scriptCount,
    largestScripts: medianRun.largestScripts,
  };
}

/** The JavaScript index.html makes the browser fetch before anything else: its module script and modulepreloads. */
function entryJavaScript() {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  const sizes = files.map((file) => {
    const content = readFileSync(path.join(dist, file.replace(/^\//, '')));
    return {
      file: path.basename(file),
      rawKb: content.length / 1024,
      gzipKb: gzipSync(content).length / 1024,
    };
  });
  return { files: sizes, gzipKb: sizes.reduce((sum, item) => sum + item.gzipKb, 0) };
}

function webSection(pages, entry, date) {
  const row = (name, s) =>
    `| ${name} | ${s.score.toFixed(0)} | ${(s.lcpMs / 1000).toFixed(2)} s | ${s.tbtMs.toFixed(0)} ms | ${s.cls.toFixed(3)} | ${s.scriptKb.toFixed(1)} KB (${s.scriptCount} files) |`;
  const verdict = (ok) => (ok ? 'met' : '**not met**');
  const worstScore = Math.min(...pages.map((page) => page.summary.score));
  return `## Web

Measured ${date} with \`npm run bench:web\`: Lighthouse ${lighthouseVersion()} (mobile preset: simulated slow 4G and 4× CPU
slowdown), performance category only, ${RUNS} runs per page, medians per metric, against \`npm start\` on a fresh
DATA_DIR (demo seed) on this 2-core machine. Map tiles point at a closed local port (no outside network).

| page | score | LCP | TBT | CLS | JS transferred during load |
|---|---|---|---|---|---|
${pages.map((page) => row(page.name, page.summary)).join('\n')}

Largest scripts (median run): ${pages.map((page) => `${page.name}: ${page.summary.largestScripts.join(', ')}`).join('; ')}.

Initial JavaScript (what \`index.html\` loads before any interaction: its module script and modulepreloads, gzip
level 6): **${entry.gzipKb.toFixed(1)} KB** — ${entry.files.map((file) => `${file.file} ${file.gzipKb.toFixed(1)} KB`).join(', ')}.
"JS transferred during load" above is what Lighthouse saw on the wire, lazy route chunks included (as served,
compressed or not).

Targets: performance ≥ ${TARGETS.score}: ${verdict(worstScore >= TARGETS.score)}; initial JS ≤ ${TARGETS.initialJsKb} KB gzipped: ${verdict(entry.gzipKb <= TARGETS.initialJsKb)}.

What the first load owes these figures to (decision 005 for what is downloaded first):
- The loading frame of \`index.html\` paints before any script runs, and the app's scripts load at low fetch
  priority: Lighthouse's simulation counts a high-priority script as render-blocking and dated the first paint
  after the 120 KB entry (FCP 1.8 s; 0.77 s since).
- \`//# allFunctionsCalledOnLoad\` opens the entry file (V8's explicit compile hint): its functions are compiled
  on a background thread while it streams in rather than on the main thread as each is first called.
- No \`Intl.NumberFormat\` on the page (\`packages/shared/src/rules/price-format.ts\` writes numbers itself): the
  first number format of a page loads the browser's locale data, 20–40 ms of main thread here.
- The route loaders ask for the results, the saved filter and the listing while the pages' code downloads, and
  the first card's photo as soon as the results arrive; the side panel, filters, footer and map load after the
  first results.
- Measured on this shared 2-core machine, a run's score moves by 1–3 points with the load of other work (the
  total blocking time most: 80–240 ms across runs of the same build).
`;
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

/** Replaces the "## Web" section (up to the next "## " heading) or appends it; the rest of the file is kept. */
function writeSection(section) {
  const file = path.join(root, 'docs/PERFORMANCE.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const pattern = /^## Web\n[\s\S]*?(?=^## |(?![\s\S]))/m;
  const next = pattern.test(current)
    ? current.replace(pattern, `${section}\n`)
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(file, `${next.trimEnd()}\n`);
}

/** Whether every script and stylesheet the served index.html names is served too (a rebuild of the web app
 * after the server started leaves the server without the new files). */
async function assetsServed() {
  const html = await (await fetch(`${ORIGIN}/?lang=en`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const answers = await Promise.all(assets.map((asset) => fetch(`${ORIGIN}${asset}`, { method: 'HEAD' })));
  return answers.every((answer) => answer.ok);
}

async function stopServer(server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
}

/** A healthy server that serves the current build: restarted when the build changed under it. */
async function ensureServer(server) {
  await waitForHealth(server);
  if (await assetsServed()) return server;
  console.log('the web app was rebuilt since the server started: restarting it');
  await stopServer(server);
  const restarted = startServer();
  await waitForHealth(restarted);
  return restarted;
}

let server = startServer();
let exitCode = 0;
try {
  server = await ensureServer(server);
  const id = await activeListingId();
  const pages = [
    { name: 'home `/?lang=en`', url: `${ORIGIN}/?lang=en` },
    { name: `detail \`/property/${id}\``, url: `${ORIGIN}/property/${id}?lang=en` },
  ];
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      server = await ensureServer(server);
      console.log(`lighthouse ${page.url} (run ${run}/${RUNS})`);
      runs.push(runLighthouse(page.url, path.join(workDir, `report-${pages.indexOf(page)}-${run}.json`)));
    }
    page.summary = summarise(runs);
    console.log(page.name, page.summary);
  }
  const entry = entryJavaScript();
  console.log('initial JS (gzip)', entry.gzipKb.toFixed(1), 'KB', entry.files);
  writeSection(webSection(pages, entry, new Date().toISOString().slice(0, 10)));
  console.log('wrote the Web section of docs/PERFORMANCE.md');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stopServer(server);
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;

/**
 * Small modules that several pages use (UI primitives, lib, shared rules, the search hooks, the query and i18n
 * hooks): one chunk instead of a dozen requests of a few hundred bytes. Dialog, tabs and the dropdown menu
 * bring Radix, which loads only when one opens; the account screens' primitives (icons, avatar, password
 * input, sign-out) load with those screens, never with the search page.
 */
const SHARED_MODULE =
  /[\\/](?:apps[\\/]web[\\/]src[\\/](?:components[\\/]ui|lib|features[\\/]search[\\/](?:api|hooks))|packages[\\/]shared[\\/]src[\\/](?:rules|constants|enums)|node_modules[\\/](?:@tanstack|react-i18next|use-sync-external-store))[\\/]/;
const OWN_CHUNK_MODULE =
  /[\\/](?:components[\\/]ui[\\/](?:dialog|tabs|dropdown-menu|account-icons|avatar|password-input|map-tile-layer)|lib[\\/]use-sign-out-home)\./;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, once, at the highest
 * levels; the server sends them to clients that accept them (decision 007).
 */
function precompress(): Plugin {
  let outDir = '';
  const compressors = {
    br: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    gz: (data: Buffer) => promisify(gzip)(data, { level: zlib.Z_BEST_COMPRESSION }),
  };
  return {
    name: 'sakhli:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(path.join(outDir, file));
          for (const [extension, compress] of Object.entries(compressors)) {
            const compressed = await compress(data);
            if (compressed.length < data.length)
              await writeFile(path.join(outDir, `${file}.${extension}`), compressed);
          }
        }),
      );
    },
  };
}

/**
 * The app's scripts at low fetch priority. The loading frame of index.html paints without them (module scripts
 * never block rendering), but Lighthouse's simulation counts every high-priority script as render-blocking and
 * so dates the first paint after 120 KB of JavaScript; at low priority it models the page as browsers run it.
 * Nothing else loads while they do (the stylesheet, 11 KB, goes first either way).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'sakhli:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" '),
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+) on the first file: nearly all its functions run before the first
 * render, so V8 compiles them while the file streams in, on a background thread, instead of one by one on the
 * main thread as each is first called. The comment must open the file, so it goes on after Vite's own preamble.
 */
function compileHintOnInitialChunk(): Plugin {
  return {
    name: 'sakhli:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.name === 'initial')
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), lowPriorityScripts(), compileHintOnInitialChunk(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry runs before the first render: one file.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            {
              name: 'shared',
              test: (id) => SHARED_MODULE.test(id) && !OWN_CHUNK_MODULE.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

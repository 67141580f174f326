import { readFile, writeFile } from 'node:fs/promises';

const PERFORMANCE_FILE = new URL('../../../docs/PERFORMANCE.md', import.meta.url);

/**
 * Puts `section` (starting with its `## Heading` line) into docs/PERFORMANCE.md in place of the section of
 * the same heading, or at the end when there is none; the other sections stay as they are.
 */
export async function writePerformanceSection(heading: string, section: string): Promise<string> {
  const current = await readFile(PERFORMANCE_FILE, 'utf8').catch(() => '# Performance\n');
  const start = `\n${current}`.indexOf(`\n${heading}\n`);
  const end = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section.trimEnd()}\n${end === -1 ? '' : `\n${current.slice(end + 1)}`}`;
  await writeFile(PERFORMANCE_FILE, updated);
  return PERFORMANCE_FILE.pathname;
}

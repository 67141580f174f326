// ka, en and ru hold the same namespaces and the same keys, and no value is empty.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../apps/web/src/locales');
const languages = ['ka', 'en', 'ru'];
const flatten = (value, prefix = '') =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
    : [[prefix, value]];

const problems = [];
const namespaces = new Set(languages.flatMap((language) => readdirSync(path.join(root, language))));
for (const namespace of namespaces) {
  const keys = {};
  for (const language of languages) {
    let entries = [];
    try {
      entries = flatten(JSON.parse(readFileSync(path.join(root, language, namespace), 'utf8')));
    } catch (error) {
      problems.push(`${language}/${namespace}: ${error.code === 'ENOENT' ? 'missing' : error.message}`);
    }
    keys[language] = new Set(entries.map(([key]) => key));
    for (const [key, value] of entries)
      if (value === '') problems.push(`${language}/${namespace}: ${key} is empty`);
  }
  for (const language of languages) {
    for (const other of languages) {
      for (const key of keys[other])
        if (!keys[language].has(key))
          problems.push(`${language}/${namespace}: missing ${key} (present in ${other})`);
    }
  }
}
if (problems.length) {
  console.error([...new Set(problems)].join('\n'));
  process.exit(1);
}
console.log(`locales: ${namespaces.size} namespaces, same keys in ${languages.join(', ')}`);

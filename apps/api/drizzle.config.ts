import { defineConfig } from 'drizzle-kit';

// Used for `drizzle-kit generate` only; migrations are applied from code at start (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});

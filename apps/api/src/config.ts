import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { rateLimitShape, rateLimitsOf } from './config-rate-limits';
import { isValidProxyList } from './lib/proxy-trust';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be a comma-separated list of e-mail addresses' })));

const url = (protocols: RegExp, what: string) =>
  z.string().refine((value) => {
    try {
      return protocols.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be ${what}`);

const milliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a number of milliseconds')
  .min(100, 'must be at least 100 milliseconds')
  .max(600_000, 'must be at most 600000 milliseconds');

/** Every variable of CONTRACT.md section 2. All are optional. */
const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0)
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: url(/^https?:$/, 'an http(s) URL such as http://localhost:3000').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'a postgres:// URL').optional(),
  // CONTRACT.md section 5: demo accounts (published passwords) only where asked for, or on the embedded database.
  SEED_DEMO: booleanString.optional(),
  SMTP_URL: url(/^smtps?:$/, 'an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  REQUIRE_EMAIL_CONFIRMATION: booleanString.default(true),
  ADMIN_EMAILS: emailList.default([]),
  MODERATOR_EMAILS: emailList.default([]),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(60, 'must be at least 60 seconds')
    .default(3600),
  CHAT_USER_DAILY_LIMIT: z.coerce
    .number({ error: 'must be a whole number of messages' })
    .int('must be a whole number of messages')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(200),
  REVIEW_MODE: z.enum(['auto', 'manual'], { error: 'must be auto or manual' }).default('auto'),
  LLM_BASE_URL: url(/^https?:$/, 'an http(s) URL').optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  EMBEDDING_MODEL: z.string().optional(),
  VISION_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: milliseconds.default(8000),
  VISION_TIMEOUT_MS: milliseconds.default(20_000),
  LLM_MAX_TOKENS: z.coerce
    .number({ error: 'must be a whole number of tokens' })
    .int('must be a whole number of tokens')
    .min(16, 'must be at least 16 tokens')
    .max(100_000, 'must be at most 100000 tokens')
    .default(800),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: url(/^https?:$/, 'an http(s) URL').optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('OpenID'),
  GEOCODER: z.enum(['local', 'nominatim'], { error: 'must be local or nominatim' }).default('local'),
  NOMINATIM_URL: url(/^https?:$/, 'an http(s) URL').optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: url(/^https?:$/, 'an http(s) URL').optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOAD_CONCURRENCY_PER_USER: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(4),
  TRUST_PROXY: z
    .string()
    .refine(
      isValidProxyList,
      'must be a comma-separated list of addresses or subnets, such as 10.0.0.0/8,127.0.0.1',
    )
    .optional(),
  // CONTRACT.md section 5: one instance or many.
  REDIS_URL: url(/^rediss?:$/, 'a redis:// or rediss:// URL').optional(),
  ROLE: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  PG_POOL_MAX: z.coerce
    .number({ error: 'must be a whole number from 1 to 500' })
    .int('must be a whole number from 1 to 500')
    .min(1, 'must be a whole number from 1 to 500')
    .max(500, 'must be a whole number from 1 to 500')
    .default(10),
  PG_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds (0: no limit)' })
    .int('must be a number of milliseconds (0: no limit)')
    .min(0, 'must be a number of milliseconds (0: no limit)')
    .max(3_600_000, 'must be at most 3600000 milliseconds')
    .default(10_000),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number (0: off)' })
    .int('must be a port number (0: off)')
    .min(0)
    .max(65535, 'must be a port number (0: off)')
    .default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  ...rateLimitShape,
});

export type Config = ReturnType<typeof buildConfig>;

function buildConfig(env: z.output<typeof EnvSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
    adminEmails: env.ADMIN_EMAILS,
    moderatorEmails: env.MODERATOR_EMAILS,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    reviewMode: env.REVIEW_MODE,
    /** Messages one user may send to the assistant in a Tbilisi day, over all chats. */
    chatUserDailyLimit: env.CHAT_USER_DAILY_LIMIT,
    llm: {
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
      embeddingModel: env.EMBEDDING_MODEL,
      visionModel: env.VISION_MODEL,
      /** Time limit of a chat or embeddings call (a stream: until each next piece). */
      timeoutMs: env.LLM_TIMEOUT_MS,
      visionTimeoutMs: env.VISION_TIMEOUT_MS,
      /** Longest answer of the chat model: sent as max_tokens, and a stream that goes on past it is cut. */
      maxTokens: env.LLM_MAX_TOKENS,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME,
          }
        : undefined,
    geocoder: env.GEOCODER,
    nominatimUrl: env.NOMINATIM_URL,
    mapTileUrl: env.MAP_TILE_URL,
    storage: env.STORAGE,
    s3: {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    /** Photo uploads of one user at once, from the request until its answer (CONTRACT.md section 6). */
    uploadConcurrencyPerUser: env.UPLOAD_CONCURRENCY_PER_USER,
    trustProxy: env.TRUST_PROXY,
    /** Shared state (rate limits, chat counters, caches) lives there when set; in the process otherwise. */
    redisUrl: env.REDIS_URL,
    /** `web`: HTTP only; `worker`: background jobs only; `all`: both. */
    role: env.ROLE,
    database: { poolMax: env.PG_POOL_MAX, statementTimeoutMs: env.PG_STATEMENT_TIMEOUT_MS },
    /** Prometheus metrics at this port (0: off), on loopback unless METRICS_HOST says otherwise. */
    metricsPort: env.METRICS_PORT,
    metricsHost: env.METRICS_HOST,
    rateLimits: rateLimitsOf(env),
    logLevel: env.LOG_LEVEL,
    isProduction: env.NODE_ENV === 'production',
  };
}

function isLoopbackUrl(value: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(value).hostname);
}

/** Cross-variable rules: a setting that needs a companion must have it. */
function crossCheck(env: z.output<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  // A generated secret is one per DATA_DIR: instances on one database would refuse each other's tokens.
  if (env.DATABASE_URL && !env.JWT_SECRET)
    problems.push('JWT_SECRET: required with DATABASE_URL (every instance must sign with the same secret)');
  if (env.GEOCODER === 'nominatim' && !env.NOMINATIM_URL)
    problems.push('NOMINATIM_URL: required when GEOCODER=nominatim');
  if (env.STORAGE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) problems.push(`${key}: required when STORAGE=s3`);
    }
  }
  if ((env.LLM_MODEL || env.EMBEDDING_MODEL || env.VISION_MODEL) && !env.LLM_BASE_URL) {
    problems.push('LLM_BASE_URL: required when LLM_MODEL, EMBEDDING_MODEL or VISION_MODEL is set');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID)
    problems.push('OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  // ID tokens and codes must not cross the network in clear; a provider on this machine (tests) may use http.
  if (env.OIDC_ISSUER?.startsWith('http:') && !isLoopbackUrl(env.OIDC_ISSUER)) {
    problems.push('OIDC_ISSUER: must be an https:// URL (http:// only for localhost)');
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

/** The only reader of process.env. Empty strings count as unset. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const problems = crossCheck(parsed.data);
  if (problems.length > 0) throw new ConfigError(problems);
  return buildConfig(parsed.data);
}

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

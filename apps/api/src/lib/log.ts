import type { BaseLogger } from 'pino';

/** The logging a service needs (app.log fits): services take this rather than a Fastify type. */
export type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

import type { FastifyRequest } from 'fastify';
import type { Language } from '@sakhli/shared/enums';
import { clientKeyOf } from '../../lib/client-address';
import { resolveLanguage } from '../../lib/request-language';

/** What the accounts services need to know about a request, without knowing Fastify. */
export interface RequestContext {
  /**
   * The client as every limit counts it (CONTRACT.md section 6): the socket address, or X-Forwarded-For
   * behind a configured TRUST_PROXY; an IPv6 client by its /64.
   */
  clientKey: string;
  /** From Accept-Language: a new account's language, hence its mails'. */
  language: Language;
  userAgent: string | undefined;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return {
    clientKey: clientKeyOf(request.ip),
    language: resolveLanguage(request.headers['accept-language']),
    userAgent: request.headers['user-agent']?.slice(0, 512),
  };
}

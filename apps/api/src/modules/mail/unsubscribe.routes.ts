import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { UnsubscribeParams, UnsubscribeResult } from '@sakhli/shared/schemas/unsubscribe';
import { AppError } from '../../lib/app-error';
import type { Unsubscribes } from './unsubscribe';

/**
 * One-click unsubscribe (RFC 8058). A mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the
 * List-Unsubscribe address itself, `/unsubscribe/<token>`; a person who opens that address gets the web page
 * (a GET never unsubscribes: link scanners follow links), whose button POSTs to `/api/unsubscribe/<token>`.
 * Neither asks who is signed in: the signed token is the permission.
 */
export function unsubscribeRoutes(unsubscribes: Unsubscribes): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // RFC 8058's body; what it says is the same for every one-click POST, so it is not read.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, next) => next(null, undefined),
    );
    const schema = {
      tags: ['mail'],
      summary: 'Turn off the mails an unsubscribe link names (no sign-in: the link is signed)',
      params: UnsubscribeParams,
      response: { 200: UnsubscribeResult },
    };
    const handle = async (token: string) => {
      const result = await unsubscribes.unsubscribe(token);
      if (result.status === 'invalid')
        throw new AppError('UNSUBSCRIBE_LINK_INVALID', 404, 'This unsubscribe link is not valid.');
      return { kind: result.kind, found: result.found };
    };
    app.post('/unsubscribe/:token', { schema: { ...schema, hide: true } }, (request) =>
      handle(request.params.token),
    );
    app.post('/api/unsubscribe/:token', { schema }, (request) => handle(request.params.token));
    done();
  };
}

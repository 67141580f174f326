import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Chat,
  ChatHistory,
  ChatHistoryQuery,
  ChatPathParams,
  ChatRequest,
  ChatResponse,
  DeleteChatRequest,
  DeleteChatResponse,
  type ChatStreamEvent,
} from '@sakhli/shared/schemas/chat';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { AppError } from '../../lib/app-error';
import { resolveLanguage } from '../../lib/request-language';
import { requireUser, signedInUser } from '../../plugins/auth';
import { noStore } from '../auth/auth.routes';
import type { ChatScope } from './chat.repository';
import type { ChatService } from './chat.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const ChatId = z.uuid();

const languageOf = (request: FastifyRequest) => resolveLanguage(request.headers['accept-language']);
const scopeOf = ({ city, listingType, propertyType }: ChatScope): ChatScope => ({
  city,
  listingType,
  propertyType,
});

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/event-stream');

/**
 * A server-sent-event writer that starts the stream with the first event, so a refusal before it (404,
 * 429) is still an ordinary JSON error with its status. The stream keeps the security headers set so far.
 */
function eventStream(reply: FastifyReply) {
  let isStarted = false;
  return {
    get isStarted() {
      return isStarted;
    },
    send(event: ChatStreamEvent) {
      if (!isStarted) {
        isStarted = true;
        reply.hijack();
        const headers = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
        reply.raw.writeHead(200, {
          ...(Object.fromEntries(headers) as Record<string, string | number | string[]>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        });
      }
      if (!reply.raw.destroyed) reply.raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (isStarted) reply.raw.end();
    },
  };
}

/**
 * Aborts when the client goes away before its answer is complete (the connection closes before the
 * response has ended): the turn stops, and the model's request with it.
 */
function clientLeaving(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

/** SPEC.md section 7 'Chat' and the History list (decision 013), signed-in only. */
export function chatRoutes(chats: ChatService): FastifyPluginAsyncZod {
  return async (app) => {
    // Each answer is one user's: no shared cache may keep it.
    app.addHook('onRequest', noStore);
    app.addHook('onRequest', requireUser);

    app.get(
      '/api/Chat/history',
      {
        schema: {
          tags: ['chat'],
          summary: "The caller's chats of a page (every language), the most recently used first",
          querystring: ChatHistoryQuery,
          response: { 200: ChatHistory, ...errors },
        },
      },
      async (request) => chats.history(signedInUser(request).id, scopeOf(request.query)),
    );

    for (const path of [
      '/api/Chat/:city/:listingType/:propertyType',
      '/api/Chat/:city/:listingType/:propertyType/:segment',
    ]) {
      app.get(
        path,
        {
          schema: {
            tags: ['chat'],
            summary:
              "The caller's latest chat of the page in the request's language, or the chat whose id is the extra segment; 404 when none",
            params: ChatPathParams,
            response: { 200: Chat, ...errors },
          },
        },
        async (request) => {
          const segment = ChatId.safeParse(request.params.segment);
          return chats.getChat(
            signedInUser(request).id,
            scopeOf(request.params),
            languageOf(request),
            segment.success ? segment.data : undefined,
          );
        },
      );
    }

    app.post(
      '/api/Chat',
      {
        schema: {
          tags: ['chat'],
          summary:
            'Sends a message (a new chat without chatId); the reply, the chat and its filters. With Accept: text/event-stream, server-sent events (ChatStreamEvent)',
          body: ChatRequest,
          response: { 200: ChatResponse, ...errors, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const input = {
          ...scopeOf(request.body),
          chatId: request.body.chatId,
          message: request.body.message,
        };
        const signal = clientLeaving(reply);
        const stream = wantsStream(request) ? eventStream(reply) : undefined;
        try {
          const response = await chats.send(user.id, input, languageOf(request), {
            signal,
            emit: stream && ((event) => stream.send(event)),
          });
          if (!stream) return response;
        } catch (error) {
          if (signal.aborted) {
            // Nobody is left to answer: no error response, no error event.
            request.log.info('chat: the client left; its turn was abandoned');
            if (!stream?.isStarted) reply.hijack();
            stream?.end();
            return reply;
          }
          if (!stream?.isStarted) throw error;
          request.log.error({ err: error }, 'chat: the turn failed mid-stream');
          const code = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
          stream.send({ type: 'error', message: 'Sorry, something went wrong. Please try again.', code });
        }
        stream.end();
        return reply;
      },
    );

    app.delete(
      '/api/Chat',
      {
        schema: {
          tags: ['chat'],
          summary: 'Deletes the chat and its messages (the clear-chat button)',
          body: DeleteChatRequest,
          response: { 200: DeleteChatResponse, ...errors },
        },
      },
      async (request) => {
        await chats.remove(signedInUser(request).id, request.body.chatId, scopeOf(request.body));
        return { success: true as const };
      },
    );
  };
}

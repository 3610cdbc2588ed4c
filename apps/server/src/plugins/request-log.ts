import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { isInProcessRequest } from '../lib/inject-fetch.ts';

/**
 * Fastify's request logging, one line per request: Fastify's own writes two (incoming and
 * completed), and a page's in-process API calls each wrote theirs, ~20 lines a page view. The
 * line is written when the request is answered; the calls a page makes to the API in-process
 * are parts of its request and log at debug. Errors are logged as Fastify does.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const level = isInProcessRequest(request) ? 'debug' : 'info';
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

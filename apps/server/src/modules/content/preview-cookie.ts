import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that makes one browser's storefront show a draft or an older version (the staff member's who asked). */
export const PREVIEW_COOKIE = 'content_preview';
export const PREVIEW_TTL_SECONDS = 60 * 60;

/** The Set-Cookie value that starts a preview with `token`, or ends it (an empty token, max-age 0). */
export const previewCookieHeader = (token: string, maxAgeSeconds: number, secure: boolean) =>
  `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Ends the calling browser's preview: 204, clearing its cookie. */
export async function endPreview(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await reply
    .code(204)
    .header('set-cookie', previewCookieHeader('', 0, request.protocol === 'https'))
    .send(null);
}

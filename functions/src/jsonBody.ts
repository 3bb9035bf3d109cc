/**
 * Reading a request's JSON body, the same way for every endpoint that takes one: each endpoint
 * answers the refusals with its own Vietnamese message.
 */

/** The parts of a request its body is read from. */
export interface BodyRequest {
  contentType: string | undefined;
  contentLength: string | undefined;
  rawBody: Buffer | undefined;
}

/** A request to an endpoint for signed-in people: who calls (ID and App Check tokens) and the body. */
export interface SignedInRequest extends BodyRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  appCheckToken: string | undefined;
}

/** The body as JSON, or why it is refused: 415 not JSON, 413 too large, 400 not UTF-8 JSON. */
export type JsonBody = {ok: true; body: unknown} | {ok: false; status: 415 | 413 | 400};

/** application/json, optionally with charset=utf-8; anything else is refused. */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [mediaType, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return params.every((param) => {
    const [name, value] = param.split('=').map((part) => part.trim());
    return name !== 'charset' || value === 'utf-8' || value === '"utf-8"';
  });
}

/** Too large when either the declared Content-Length or the bytes received exceed `maxBytes`. */
export function readJsonBody(request: BodyRequest, maxBytes: number): JsonBody {
  if (!isJsonContentType(request.contentType)) return {ok: false, status: 415};
  const declared = request.contentLength === undefined ? NaN : Number(request.contentLength);
  const received = request.rawBody?.length ?? 0;
  if ((Number.isFinite(declared) && declared > maxBytes) || received > maxBytes) return {ok: false, status: 413};
  try {
    const text = new TextDecoder('utf-8', {fatal: true}).decode(request.rawBody ?? new Uint8Array());
    return {ok: true, body: JSON.parse(text) as unknown};
  } catch {
    return {ok: false, status: 400};
  }
}

/** An endpoint's messages for the refusals, for endpoints that answer errors as `{error}`. */
export interface BodyMessages {
  contentType: string;
  tooLarge: string;
  badJson: string;
}

/** The body as JSON, or the refusal to answer with: 415, 413 or 400 and the endpoint's message. */
export function jsonBodyOrRefusal(
  request: BodyRequest,
  maxBytes: number,
  messages: BodyMessages,
): {ok: true; body: unknown} | {ok: false; response: {status: number; body: {error: string}}} {
  const read = readJsonBody(request, maxBytes);
  if (read.ok) return read;
  const error = {415: messages.contentType, 413: messages.tooLarge, 400: messages.badJson}[read.status];
  return {ok: false, response: {status: read.status, body: {error}}};
}

import type { FastifyError } from 'fastify';

const KIB = 1024;
const MIB = 1024 * KIB;

/** A byte count as people read limits: "5 MB", "64 KB", "2.5 MB". */
export function sizeText(bytes: number): string {
  if (bytes >= MIB) {
    const mb = bytes / MIB;
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  if (bytes >= KIB) return `${Math.round(bytes / KIB)} KB`;
  return `${bytes} bytes`;
}

// Fastify's and its plugins' own request errors, in words for people. Their messages echo
// headers and URLs ("Unsupported Media Type: …", "'…' is not a valid url component") or
// speak of internals; any other 4xx gets the generic wording below.
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "The request's content type is not accepted here",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request says it carries JSON but its body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_BAD_URL: 'The request address is not valid',
  FST_ERR_INVALID_URL: 'The request address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the request address is too long',
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'The request needs a Content-Type header',
  FST_ERR_ROUTE_MISSING_CONTENT: 'The request needs a body',
  FST_ERR_NOT_FOUND: 'Not found',
  // @fastify/multipart (the database import):
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large',
  FST_FILES_LIMIT: 'The request carries too many files',
  FST_PARTS_LIMIT: 'The request carries too many parts',
  FST_FIELDS_LIMIT: 'The request carries too many fields',
  FST_PROTO_VIOLATION: 'A form field has a name that is not allowed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field declared as JSON is not valid JSON',
  FST_MP_PREMATURE_CLOSE: 'The request ended before its form data was complete',
};

/** What a 4xx answer says for an error Fastify or a plugin raised before our code ran. */
export function clientErrorAnswer(
  error: FastifyError | Error,
  /** The route's effective body limit (`request.routeOptions.bodyLimit`). */
  bodyLimit: number | undefined,
): { message: string; extra: Record<string, unknown> } {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // Fastify's error does not carry the limit; the route's options do.
    return bodyLimit
      ? {
          message: `The request is larger than the ${sizeText(bodyLimit)} limit`,
          extra: { limit_bytes: bodyLimit },
        }
      : { message: 'The request is larger than the limit', extra: {} };
  }
  // Schema validation outside zod names the field and the rule, nothing internal.
  if (code === 'FST_ERR_VALIDATION') return { message: error.message, extra: {} };
  const known = code ? MESSAGES[code] : undefined;
  return { message: known ?? 'The request could not be processed', extra: {} };
}

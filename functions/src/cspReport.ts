/**
 * POST CSP_REPORT_API (src/data/apiPaths.ts): where browsers send Content-Security-Policy violation
 * reports (the policy's `report-to csp`, with the `Reporting-Endpoints` header,
 * and the older `report-uri`). Each report is logged, so a policy that breaks
 * something in production shows up in Cloud Logging. Pure logic; index.ts
 * plugs in the request and the logger.
 *
 * Anyone can post here, so the endpoint takes at most MAX_REPORT_BYTES, logs
 * at most MAX_REPORTS_PER_REQUEST reports per request and at most
 * MAX_FIELD_LENGTH characters per field, and stores nothing.
 */
import {CSP_REPORT_API} from './generated/apiPaths';

export const MAX_REPORT_BYTES = 8 * 1024;
export const MAX_REPORTS_PER_REQUEST = 5;
export const MAX_FIELD_LENGTH = 300;

/** What is logged of one violation. */
export interface CspViolation {
  documentURL?: string;
  blockedURL?: string;
  effectiveDirective?: string;
  disposition?: string;
  sourceFile?: string;
  lineNumber?: number;
  columnNumber?: number;
  sample?: string;
}

export interface CspReportResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

export const CSP_REPORT_MESSAGES = {
  method: 'Địa chỉ này chỉ nhận báo cáo CSP gửi bằng phương thức POST.',
  contentType: 'Địa chỉ này chỉ nhận báo cáo CSP (application/csp-report hoặc application/reports+json).',
  tooLarge: `Báo cáo quá lớn (tối đa ${MAX_REPORT_BYTES / 1024} KB).`,
  invalid: 'Báo cáo CSP không đúng định dạng.',
} as const;

const HEADERS = {'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff'};
const CONTENT_TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

export function isCspReportPath(path: string): boolean {
  return path === CSP_REPORT_API || path === `${CSP_REPORT_API}/`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  // Control characters out (log injection), then a bounded length.
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  const clean = value.replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ');
  return clean.length > MAX_FIELD_LENGTH ? `${clean.slice(0, MAX_FIELD_LENGTH)}…` : clean;
}

function number(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function dropUndefined(violation: CspViolation): CspViolation {
  return Object.fromEntries(Object.entries(violation).filter(([, value]) => value !== undefined)) as CspViolation;
}

/** The violations in a body of either format, or null when it is neither. */
export function parseCspReports(payload: unknown): CspViolation[] | null {
  // report-uri: {"csp-report": {"document-uri": ..., "violated-directive": ...}}
  if (isRecord(payload) && isRecord(payload['csp-report'])) {
    const report = payload['csp-report'];
    return [
      dropUndefined({
        documentURL: text(report['document-uri']),
        blockedURL: text(report['blocked-uri']),
        effectiveDirective: text(report['effective-directive'] ?? report['violated-directive']),
        disposition: text(report.disposition),
        sourceFile: text(report['source-file']),
        lineNumber: number(report['line-number']),
        columnNumber: number(report['column-number']),
        sample: text(report['script-sample']),
      }),
    ];
  }
  // Reporting API (report-to): [{"type": "csp-violation", "url": ..., "body": {...}}, ...]
  if (Array.isArray(payload)) {
    const violations = payload
      .filter(
        (entry): entry is Record<string, unknown> =>
          isRecord(entry) && entry.type === 'csp-violation' && isRecord(entry.body),
      )
      .slice(0, MAX_REPORTS_PER_REQUEST)
      .map((entry) => {
        const body = entry.body as Record<string, unknown>;
        return dropUndefined({
          documentURL: text(body.documentURL ?? entry.url),
          blockedURL: text(body.blockedURL),
          effectiveDirective: text(body.effectiveDirective),
          disposition: text(body.disposition),
          sourceFile: text(body.sourceFile),
          lineNumber: number(body.lineNumber),
          columnNumber: number(body.columnNumber),
          sample: text(body.sample),
        });
      });
    return violations.length > 0 ? violations : null;
  }
  return null;
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Checks and logs one request's reports; 204 when logged. */
export function handleCspReport(
  request: {
    method: string;
    contentType: string | undefined;
    contentLength: string | undefined;
    rawBody: Buffer | undefined;
  },
  log: (violation: CspViolation) => void,
): CspReportResponse {
  if (request.method !== 'POST') {
    return {status: 405, headers: {...HEADERS, Allow: 'POST'}, body: {ok: false, message: CSP_REPORT_MESSAGES.method}};
  }
  if (!CONTENT_TYPES.has(mediaType(request.contentType))) {
    return {status: 415, headers: HEADERS, body: {ok: false, message: CSP_REPORT_MESSAGES.contentType}};
  }
  const declared = Number(request.contentLength);
  if ((Number.isFinite(declared) && declared > MAX_REPORT_BYTES) || (request.rawBody?.length ?? 0) > MAX_REPORT_BYTES) {
    return {status: 413, headers: HEADERS, body: {ok: false, message: CSP_REPORT_MESSAGES.tooLarge}};
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(request.rawBody ?? new Uint8Array()));
  } catch {
    return {status: 400, headers: HEADERS, body: {ok: false, message: CSP_REPORT_MESSAGES.invalid}};
  }
  const violations = parseCspReports(payload);
  if (!violations) return {status: 400, headers: HEADERS, body: {ok: false, message: CSP_REPORT_MESSAGES.invalid}};
  for (const violation of violations) log(violation);
  return {status: 204, headers: HEADERS, body: null};
}

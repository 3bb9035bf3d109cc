import {describe, expect, it} from 'vitest';
import {CSP_REPORT_API} from '../../src/data/apiPaths';
import {
  handleCspReport,
  isCspReportPath,
  MAX_FIELD_LENGTH,
  MAX_REPORT_BYTES,
  parseCspReports,
  type CspViolation,
} from './cspReport';

function post(body: unknown, contentType = 'application/csp-report') {
  const rawBody = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return {method: 'POST', contentType, contentLength: String(rawBody.length), rawBody};
}

const LEGACY = {
  'csp-report': {
    'document-uri': 'https://learn-anything.vn/kien-thuc',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    disposition: 'enforce',
    'source-file': 'https://learn-anything.vn/assets/js/main.js',
    'line-number': 12,
    'column-number': 3,
    'status-code': 200,
  },
};

const REPORTING_API = [
  {
    type: 'csp-violation',
    url: 'https://learn-anything.vn/',
    age: 10,
    body: {
      documentURL: 'https://learn-anything.vn/',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      sample: 'alert(1)',
      lineNumber: 4,
    },
  },
  {type: 'deprecation', url: 'https://learn-anything.vn/', body: {id: 'x'}},
];

describe('parseCspReports', () => {
  it('đọc báo cáo report-uri kiểu cũ', () => {
    expect(parseCspReports(LEGACY)).toEqual([
      {
        documentURL: 'https://learn-anything.vn/kien-thuc',
        blockedURL: 'https://evil.example/x.js',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sourceFile: 'https://learn-anything.vn/assets/js/main.js',
        lineNumber: 12,
        columnNumber: 3,
      },
    ]);
  });

  it('đọc báo cáo Reporting API, bỏ qua loại khác', () => {
    expect(parseCspReports(REPORTING_API)).toEqual([
      {
        documentURL: 'https://learn-anything.vn/',
        blockedURL: 'inline',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sample: 'alert(1)',
        lineNumber: 4,
      },
    ]);
  });

  it('cắt trường dài, bỏ ký tự điều khiển, tối đa 5 báo cáo mỗi lần', () => {
    const many = Array.from({length: 20}, () => ({
      type: 'csp-violation',
      body: {blockedURL: `https://x/\n${'a'.repeat(1000)}`},
    }));
    const parsed = parseCspReports(many)!;
    expect(parsed).toHaveLength(5);
    expect(parsed[0].blockedURL).toHaveLength(MAX_FIELD_LENGTH + 1);
    expect(parsed[0].blockedURL).not.toContain('\n');
  });

  it.each([null, 42, 'x', {}, {'csp-report': 'x'}, [], [{type: 'deprecation', body: {}}]])(
    'không phải báo cáo CSP: %j',
    (payload) => {
      expect(parseCspReports(payload)).toBeNull();
    },
  );
});

describe('handleCspReport', () => {
  it('ghi log và trả 204', () => {
    const logged: CspViolation[] = [];
    const result = handleCspReport(post(LEGACY), (violation) => logged.push(violation));
    expect(result.status).toBe(204);
    expect(result.body).toBeNull();
    expect(logged).toHaveLength(1);
    expect(handleCspReport(post(REPORTING_API, 'application/reports+json'), (v) => logged.push(v)).status).toBe(204);
    expect(logged).toHaveLength(2);
  });

  it.each([
    ['GET', {...post(LEGACY), method: 'GET'}, 405],
    ['text/plain', post(LEGACY, 'text/plain'), 415],
    ['quá lớn', post({'csp-report': {'document-uri': 'x'.repeat(MAX_REPORT_BYTES)}}), 413],
    ['JSON hỏng', post('{"csp-report":'), 400],
    ['không phải báo cáo', post({a: 1}), 400],
  ])('%s: từ chối bằng JSON tiếng Việt, không ghi log', (_name, request, status) => {
    const logged: CspViolation[] = [];
    const result = handleCspReport(request, (violation) => logged.push(violation));
    expect(result.status).toBe(status);
    expect(result.body?.message).toMatch(/báo cáo|phương thức/i);
    expect(logged).toEqual([]);
  });

  it('đường dẫn', () => {
    expect(isCspReportPath(CSP_REPORT_API)).toBe(true);
    expect(isCspReportPath(`${CSP_REPORT_API}/x`)).toBe(false);
  });
});

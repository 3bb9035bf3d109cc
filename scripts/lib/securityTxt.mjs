/**
 * Reads a security.txt file (RFC 9116): "Field: value" lines, "#" comments,
 * field names case-insensitive, a field may repeat (Contact). And what this
 * site requires of its own: a contact, the canonical address, and an expiry
 * date that is in the future, at most a year ahead (as RFC 9116 recommends)
 * and at least RENEW_DAYS away, so that a test fails while there is still
 * time to renew the file.
 */
export const RENEW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Field values by lower-cased field name. */
export function parseSecurityTxt(text) {
  const fields = new Map();
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = line.match(/^([A-Za-z0-9-]+):\s*(.*?)\s*$/);
    if (!match) throw new Error(`Dòng không đúng dạng "Trường: giá trị": ${line}`);
    const name = match[1].toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match[2]]);
  }
  return fields;
}

/** What is wrong with the site's security.txt at `now`, as messages (none: fine). */
export function securityTxtProblems(text, {email, canonical, now = new Date()}) {
  const fields = parseSecurityTxt(text);
  const problems = [];
  if (!(fields.get('contact') ?? []).includes(`mailto:${email}`)) problems.push(`thiếu Contact: mailto:${email}`);
  if (!(fields.get('canonical') ?? []).includes(canonical)) problems.push(`thiếu Canonical: ${canonical}`);
  const expires = fields.get('expires') ?? [];
  if (expires.length !== 1) {
    problems.push(`cần đúng một trường Expires, có ${expires.length}`);
  } else {
    const at = Date.parse(expires[0]);
    const days = (at - now.getTime()) / DAY_MS;
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(expires[0]) || Number.isNaN(at)) {
      problems.push(`Expires không phải thời điểm RFC 3339: ${expires[0]}`);
    } else if (days < RENEW_DAYS) {
      problems.push(`Expires ${expires[0]} còn chưa tới ${RENEW_DAYS} ngày: đặt hạn mới, trong vòng một năm tới`);
    } else if (days > 365) {
      problems.push(`Expires ${expires[0]} xa hơn một năm`);
    }
  }
  return problems;
}

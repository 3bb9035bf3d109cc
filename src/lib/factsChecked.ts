/**
 * The line a reader sees under an article about when its facts were last checked against their
 * sources, from the `facts_checked` front matter (a YAML date, which reaches the page as an ISO
 * string): "Thông tin được kiểm tra: tháng 11/2026". The month is enough: it says how fresh the
 * facts are without a precision the check does not have.
 */
export function factsCheckedLabel(value: unknown): string | undefined {
  if (!(value instanceof Date) && typeof value !== 'string') return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return `Thông tin được kiểm tra: tháng ${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}

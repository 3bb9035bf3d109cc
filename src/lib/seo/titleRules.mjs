/**
 * Limits of a page's title and description, shared by the site's title formatter
 * (titles.ts, in the browser bundle) and the content check (scripts/lib/contentRules.mjs):
 * plain JavaScript without dependencies, so Node runs it as it is.
 * Google shows about 60 characters of a title and 160 of a description.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** Length in characters as a reader sees them (NFC code points: "ế" is one). */
export function textLength(text) {
  return [...String(text).normalize('NFC')].length;
}

/** Problems (Vietnamese) of a page's title and description against the limits. */
export function titleDescriptionProblems({title, description}) {
  const problems = [];
  if (title !== undefined && textLength(title) > TITLE_MAX) {
    problems.push(`tiêu đề dài ${textLength(title)} ký tự (tối đa ${TITLE_MAX}): kết quả tìm kiếm sẽ cắt mất`);
  }
  if (description !== undefined) {
    const n = textLength(description);
    if (n < DESCRIPTION_MIN || n > DESCRIPTION_MAX) {
      problems.push(`mô tả dài ${n} ký tự (cần ${DESCRIPTION_MIN}–${DESCRIPTION_MAX})`);
    }
  }
  return problems;
}

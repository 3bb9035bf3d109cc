/**
 * What a question's text and its asker's display name may be, and how they are cleaned: one module
 * for the ask form (questionForm.ts) and the function (functions/src/questions/questionText.ts is a
 * symbolic link to this file), so that both count and refuse the same way. No imports: the
 * functions' build compiles it as it is.
 */

/** Longest question, in characters as the browser counts them (UTF-16 code units). */
export const MAX_QUESTION_CHARS = 2000;
export const MAX_NAME_CHARS = 60;
/** Longest answer of the owner's. */
export const MAX_ANSWER_CHARS = 10_000;

/** Text as stored: NFC, Unix line ends, no control characters but line breaks and tabs, trimmed. */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}|\u2028|\u2029/gu, (character) => (character === '\n' || character === '\t' ? character : ''))
    .trim();
}

/** A display name: one line, runs of spaces as one. */
export function cleanName(name: string): string {
  return cleanText(name).replace(/\s+/g, ' ');
}

export type TextCheck<Field extends string> = {ok: true; value: string} | {ok: false; field: Field; error: string};

/** A question's text, cleaned, or why it cannot be sent. */
export function checkQuestionText(text: string): TextCheck<'noiDung'> {
  const value = cleanText(text);
  if (value === '') return {ok: false, field: 'noiDung', error: 'Bạn chưa viết câu hỏi.'};
  if (value.length > MAX_QUESTION_CHARS) {
    return {
      ok: false,
      field: 'noiDung',
      error: `Câu hỏi dài ${value.length} ký tự, quá giới hạn ${MAX_QUESTION_CHARS}. Hãy rút gọn bớt ${value.length - MAX_QUESTION_CHARS} ký tự, hoặc tách thành hai câu hỏi.`,
    };
  }
  return {ok: true, value};
}

/** A display name, cleaned, or why it cannot be used. */
export function checkDisplayName(name: string): TextCheck<'ten'> {
  const value = cleanName(name);
  if (value === '') {
    return {
      ok: false,
      field: 'ten',
      error: 'Hãy cho biết tên hiển thị (tên này hiện cạnh câu hỏi; email của bạn không bao giờ hiện).',
    };
  }
  if (value.length > MAX_NAME_CHARS) {
    return {ok: false, field: 'ten', error: `Tên hiển thị dài tối đa ${MAX_NAME_CHARS} ký tự.`};
  }
  return {ok: true, value};
}

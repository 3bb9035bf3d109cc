/**
 * The markup of a page's published questions and answers: written into the built HTML by the
 * build plugin (from `publishedQuestionsHtml`) and rendered by the panel (from
 * `publishedListHtml`), so the list looks the same before and after the JavaScript arrives. Class
 * names are global (questions.css, under `[data-hoi-dap]`), never CSS-module names.
 */
import {shortVietnameseDate} from '../../lib/shortVietnameseDate';
import type {PublicQuestion} from './types';

/** Vietnam's offset from UTC (Asia/Ho_Chi_Minh has had no daylight saving since 1975). */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The heading of the questions section, in the static HTML and in the panel. */
export const QUESTIONS_HEADING = 'Hỏi đáp';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Plain text made safe for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** A time as the day it was in Vietnam, short: "28 thg 11, 2026". */
export function questionDate(ms: number): string {
  return shortVietnameseDate(new Date(ms + VIETNAM_OFFSET_MS));
}

function timeHtml(ms: number): string {
  return `<time datetime="${new Date(ms).toISOString()}">${questionDate(ms)}</time>`;
}

/** The list of published questions, each with its answer; '' for none. */
export function publishedListHtml(questions: readonly PublicQuestion[]): string {
  if (questions.length === 0) return '';
  const items = questions.map(
    (question) =>
      `<li class="hoi-dap__muc">` +
      `<p class="hoi-dap__meta"><span class="hoi-dap__ten">${escapeHtml(question.ten)}</span> hỏi · ${timeHtml(question.hoiLuc)}</p>` +
      `<div class="hoi-dap__noi-dung">${question.cauHoiHtml}</div>` +
      `<div class="hoi-dap__tra-loi">` +
      `<p class="hoi-dap__meta">Trả lời · ${timeHtml(question.traLoiLuc)}</p>` +
      `<div class="hoi-dap__noi-dung">${question.traLoiHtml}</div>` +
      `</div></li>`,
  );
  return `<ol class="hoi-dap__danh-sach">${items.join('')}</ol>`;
}

/**
 * What the build writes into a page's empty placeholder (`[data-hoi-dap-tinh]`): the section's
 * heading and the list; '' when the page has no published question.
 */
export function publishedQuestionsHtml(questions: readonly PublicQuestion[]): string {
  if (questions.length === 0) return '';
  return `<h2 class="hoi-dap__tieu-de">${QUESTIONS_HEADING}</h2>${publishedListHtml(questions)}`;
}

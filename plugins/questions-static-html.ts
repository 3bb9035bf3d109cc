/**
 * Published questions and answers in the pages' static HTML, from the next build, without a byte
 * of them in the browser's JavaScript.
 *
 * At build time the plugin reads the published questions (QUESTIONS_SNAPSHOT: the function's
 * `/api/hoi-dap/tat-ca` URL, as the deploy sets it, or a JSON file of the same shape) and renders
 * each page's list once (src/features/questions/staticHtml.ts). The module `@hoi-dap-tinh` is that
 * map of page → HTML in the server bundle, and an empty map in the browser's: the server render
 * writes the list into the slot's placeholder, and hydration keeps it, as React never rewrites the
 * inner HTML of an element whose `__html` it did not change. Newer questions come from the API
 * when the reader nears the end of the page (QuestionsPanel.tsx).
 *
 * Without QUESTIONS_SNAPSHOT (local builds, CI's tests) the pages have no static list. A snapshot
 * that cannot be read stops the build: a deploy would otherwise drop every published answer.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {publishedQuestionsHtml} from '../src/features/questions/staticHtml';
import type {PublicQuestion} from '../src/features/questions/types';

const PLUGIN_NAME = 'questions-static-html';
/** The module the slot imports (src/types/generated.d.ts). */
export const STATIC_QUESTIONS_MODULE = '@hoi-dap-tinh';
const SERVER_FILE = 'html.json';
const BROWSER_FILE = 'empty.json';

type Snapshot = Record<string, PublicQuestion[]>;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The snapshot's pages, each question checked field by field (a wrong shape is an error, not a guess). */
export function parseSnapshot(data: unknown, source: string): Snapshot {
  const pages = (data as {trang?: unknown} | null)?.trang;
  if (typeof pages !== 'object' || pages === null || Array.isArray(pages)) {
    throw new Error(`[${PLUGIN_NAME}] ${source}: cần {"trang": {"<đường dẫn>": [...]}}.`);
  }
  const snapshot: Snapshot = {};
  for (const [page, questions] of Object.entries(pages)) {
    const valid =
      page.startsWith('/') &&
      Array.isArray(questions) &&
      questions.every(
        (q: Record<string, unknown>) =>
          isString(q.id) &&
          isString(q.ten) &&
          isString(q.cauHoiHtml) &&
          isString(q.traLoiHtml) &&
          isNumber(q.hoiLuc) &&
          isNumber(q.traLoiLuc),
      );
    if (!valid) throw new Error(`[${PLUGIN_NAME}] ${source}: câu hỏi của trang ${page} không đúng dạng.`);
    snapshot[page] = questions as PublicQuestion[];
  }
  return snapshot;
}

/** The snapshot named by QUESTIONS_SNAPSHOT (a URL or a file, relative to the site), or null without one. */
export async function readSnapshot(source: string | undefined, siteDir: string): Promise<Snapshot | null> {
  if (!source) return null;
  let text: string;
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, {headers: {Accept: 'application/json'}});
    if (!response.ok) throw new Error(`[${PLUGIN_NAME}] ${source} trả lời ${response.status}.`);
    text = await response.text();
  } else {
    text = await readFile(path.resolve(siteDir, source), 'utf8');
  }
  return parseSnapshot(JSON.parse(text), source);
}

/** Page → the HTML of its published questions, for the pages that have some. */
export function staticQuestionsHtml(snapshot: Snapshot): Record<string, string> {
  return Object.fromEntries(
    Object.entries(snapshot)
      .map(([page, questions]) => [page, publishedQuestionsHtml(questions)] as const)
      .filter(([, html]) => html !== ''),
  );
}

export default function questionsStaticHtmlPlugin(context: LoadContext): Plugin<Snapshot | null> {
  const dataDir = path.join(context.generatedFilesDir, PLUGIN_NAME, 'default');
  return {
    name: PLUGIN_NAME,
    loadContent: () => readSnapshot(process.env.QUESTIONS_SNAPSHOT, context.siteDir),
    async contentLoaded({content, actions}) {
      await actions.createData(SERVER_FILE, JSON.stringify(content ? staticQuestionsHtml(content) : {}));
      await actions.createData(BROWSER_FILE, '{}');
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {[STATIC_QUESTIONS_MODULE]: path.join(dataDir, isServer ? SERVER_FILE : BROWSER_FILE)},
        },
      };
    },
  };
}

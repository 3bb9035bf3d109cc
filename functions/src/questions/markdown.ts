/**
 * The Markdown of questions and answers, rendered to HTML once, on the server: the site shows the
 * HTML as it comes, and the build puts it in the pages' static HTML.
 *
 * The subset a question needs: paragraphs and line breaks, emphasis, inline code and code blocks,
 * links, and lists. markdown-it parses it with raw HTML off and every other block rule (headings,
 * tables, quotes, rules, images) off, so those stay as plain text. Its output then goes through
 * sanitize-html with an allow-list of exactly those elements, so nothing else can reach a page
 * whatever the parser does. Links may only be http, https or mailto, and get
 * rel="nofollow ugc noopener" (people's links: no ranking passed, no access to the opener).
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const parser = new MarkdownIt('zero', {html: false, linkify: true, breaks: true}).enable([
  'paragraph',
  'newline',
  'escape',
  'entity',
  'backticks',
  'emphasis',
  'code',
  'fence',
  'list',
  'link',
  'autolink',
  'linkify',
]);

/** The rel every link of a question or an answer carries. */
export const LINK_REL = 'nofollow ugc noopener';

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'code', 'pre', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: {a: ['href', 'rel'], ol: ['start']},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {a: sanitizeHtml.simpleTransform('a', {rel: LINK_REL})},
};

/** Safe HTML for a question's or an answer's Markdown. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(parser.render(markdown), SANITIZE).trim();
}

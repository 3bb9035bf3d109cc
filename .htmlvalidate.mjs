/**
 * html-validate over the built HTML (tests/e2e/htmlValidate.test.ts), with its recommended
 * rules. Rules switched off or relaxed, and why:
 * - attr-quotes, no-implicit-close, void-style, doctype-style: the build is minified by
 *   Docusaurus (@swc/html): unquoted attributes, omitted end tags and a lower-case doctype
 *   are valid HTML; these rules are about how hand-written markup looks.
 * - no-raw-characters (relaxed): the minifier leaves "&" raw where it cannot start a
 *   character reference, which HTML allows; ambiguous ampersands are still reported.
 * - valid-id (relaxed): Docusaurus' root is id="__docusaurus"; HTML allows any id without
 *   spaces. Ids with spaces are still reported.
 * - no-inline-style: Docusaurus writes style attributes (announcement bar colours, the
 *   theme's sizes); our own components use CSS modules.
 * - prefer-native-element for the roles "region" and "button": Docusaurus core writes
 *   <div role="region"> around the skip link and <a role="button"> for navbar dropdowns
 *   (both pass axe); our own code uses native elements, and other roles are still checked.
 * - long-title: a 70-character limit on <title> is an SEO guideline, not validity or
 *   accessibility; titles are the editors' article titles plus the site name.
 */
import {defineConfig} from 'html-validate';

export default defineConfig({
  extends: ['html-validate:recommended'],
  rules: {
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
    'no-raw-characters': ['error', {relaxed: true}],
    'valid-id': ['error', {relaxed: true}],
    'no-inline-style': 'off',
    'prefer-native-element': ['error', {exclude: ['region', 'button']}],
    'long-title': 'off',
  },
});

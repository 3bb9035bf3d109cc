/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/ThemeProvider/TitleFormatter/index.tsx).
 * Swizzled (ejected) from @docusaurus/theme-classic ThemeProvider/TitleFormatter, the theme's
 * own place for title formatting; the provider it renders is only exported from theme-common's
 * internal entry, as in the theme's template.
 * Changed: "Title | Learn Anything" only when the whole fits in 60 characters, else the title
 * alone (src/lib/seo/titles.ts), so search results do not cut a title.
 */
import React, {type ReactNode} from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/ThemeProvider/TitleFormatter';
import {formatPageTitle} from '@site/src/lib/seo/titles';

type FormatterParams = Parameters<React.ComponentProps<typeof TitleFormatterProvider>['formatter']>[0];

const formatter = ({title, siteTitle, titleDelimiter}: FormatterParams): string =>
  formatPageTitle(title, siteTitle, titleDelimiter);

export default function ThemeProviderTitleFormatter({children}: Props): ReactNode {
  return <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>;
}

// Wrapped (`docusaurus swizzle @docusaurus/theme-classic CodeBlock/Buttons --wrap --danger`: theme-classic does not list it as safe to wrap; the wrapper only decides when the buttons render).
import React, {type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useNearScreen} from '@site/src/lib/useNearScreen';

type Props = WrapperProps<typeof ButtonsType>;

/** How close to the viewport a code block gets its buttons: one screen, so they are there before it shows. */
const ONE_SCREEN = '100% 0px';

/**
 * A code block's copy and word-wrap buttons (rendered in the browser only, as
 * theme-classic does) once the block comes within a screen of the viewport,
 * not for every block of the page right after hydration: most blocks of a long
 * article are far below the first screen, and each brings several components,
 * buttons and icons to render.
 */
export default function ButtonsWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const nearScreen = useNearScreen(wordWrap.codeBlockRef, ONE_SCREEN);
  return nearScreen ? <Buttons {...props} /> : null;
}

// Not a swizzled component: theme-common's word-wrap hook, re-measured for blocks laid out late (content-visibility).
import {useEffect, useState} from 'react';
import {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type CodeWordWrap = ReturnType<typeof useCodeWordWrap>;

/** Whether the block's code is wider than the block, or already wrapped by the reader. */
function overflowsSideways(pre: HTMLElement): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

/**
 * theme-common's useCodeWordWrap, for code blocks that are not laid out until
 * they near the screen (`content-visibility: auto`). The hook decides once, on
 * mount, whether to offer the wrap button; a block further down has no width
 * yet then, so it is measured again each time the browser renders it.
 */
export function useCodeWordWrapWhenRendered(): CodeWordWrap {
  const wordWrap = useCodeWordWrap();
  const {codeBlockRef} = wordWrap;
  const [scrollableWhenRendered, setScrollableWhenRendered] = useState(false);
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) {
      return undefined;
    }
    const onVisibilityChange = (event: Event) => {
      if (!(event as Event & {skipped: boolean}).skipped) {
        setScrollableWhenRendered(overflowsSideways(pre));
      }
    };
    pre.addEventListener('contentvisibilityautostatechange', onVisibilityChange);
    return () => pre.removeEventListener('contentvisibilityautostatechange', onVisibilityChange);
  }, [codeBlockRef]);
  return {...wordWrap, isCodeScrollable: wordWrap.isCodeScrollable || scrollableWhenRendered};
}

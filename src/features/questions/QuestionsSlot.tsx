import React, {useRef, type ReactNode} from 'react';
import staticQuestions from '@hoi-dap-tinh';
import {useComponentNearScreen} from '@site/src/lib/useNearScreen';
import './questions.css';

const loadPanel = () => import('./QuestionsPanel');

/**
 * "Hỏi đáp" at the end of an article, a post or a lesson. Only this slot is in a page's first load:
 * the server render fills its placeholder with the published questions the build read
 * (plugins/questions-static-html.ts: `@hoi-dap-tinh` is empty in the browser), which React keeps
 * while hydrating, and the panel's code (QuestionsPanel.tsx) loads when the place comes near
 * the screen. A lesson, members-only, has no placeholder.
 */
export default function QuestionsSlot({page, lesson}: {page: string; lesson?: boolean}): ReactNode {
  const ref = useRef<HTMLElement>(null);
  // The reading slot's margin: the page keeps one IntersectionObserver per margin.
  const Panel = useComponentNearScreen(ref, '400px 0px', loadPanel);
  return (
    <section ref={ref} id="hoi-dap" data-hoi-dap="">
      {!lesson && (
        <div
          data-hoi-dap-tinh=""
          dangerouslySetInnerHTML={{__html: staticQuestions[page] ?? ''}}
          suppressHydrationWarning
        />
      )}
      {Panel && <Panel page={page} lesson={lesson} />}
    </section>
  );
}

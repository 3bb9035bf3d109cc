/**
 * Where /ca-nhan shows the member's questions: nothing before sign-in, then "Câu hỏi của bạn" in a
 * chunk of its own (MyQuestions.tsx), as the reminder settings load, so the page's first load stays small.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {useAuth} from '../auth/AuthProvider';

const MyQuestions = lazy(() => import('./MyQuestions'));

export default function MyQuestionsSlot(): ReactNode {
  const {status} = useAuth();
  if (status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <MyQuestions />
    </Suspense>
  );
}

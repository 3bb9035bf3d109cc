import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAuth} from '../auth/AuthProvider';
import type {FirebaseSettings} from '../auth/firebaseConfig';
import {CLASSROOM_REVIEW_API} from '../classroom/lessonPaths';
import type {ArticleReviewData, ReviewItemMarkdown} from './reviewData';
import {followsLessons} from './reviewSet';

export interface FollowedLessons {
  /** The review data of every lesson of the member's courses; the review keeps those followed. */
  lessons: ArticleReviewData[];
  /** Their items' Markdown, by item id, for the notes the review exports. */
  markdown: Record<string, ReviewItemMarkdown>;
  /** Whether the items could not be fetched (offline, or the server failed). */
  failed: boolean;
}

const NONE: FollowedLessons = {lessons: [], markdown: {}, failed: false};

/**
 * The review items of course lessons, for a signed-in reader who follows a lesson (marked it
 * learnt or added it): one call to the classroom API, which answers only with the lessons of the
 * courses the member is enrolled in (the browser is never trusted with enrolment). Nothing is
 * fetched for a reader who follows no lesson or has not signed in.
 */
export function useFollowedLessons(followed: ReadonlySet<string> | null): FollowedLessons {
  const {status, user, getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const [fetched, setFetched] = useState<{uid: string; data: FollowedLessons} | null>(null);
  const wanted = followed !== null && followsLessons(followed);
  const uid = status === 'signedIn' ? (user?.uid ?? null) : null;
  useEffect(() => {
    if (!wanted || !uid || fetched?.uid === uid) return undefined;
    let live = true;
    void (async () => {
      // Loaded on use: most readers of /on-tap follow no lesson.
      const {callApi} = await import('../owner-desk/apiClient');
      const answer = await callApi<{lessons: ArticleReviewData[]; markdown: Record<string, ReviewItemMarkdown>}>(
        CLASSROOM_REVIEW_API,
        {token: await getIdToken(), firebase},
      );
      if (!live) return;
      setFetched({
        uid,
        data:
          answer.status === 200
            ? {lessons: answer.body.lessons, markdown: answer.body.markdown, failed: false}
            : {...NONE, failed: true},
      });
    })();
    return () => {
      live = false;
    };
  }, [wanted, uid, fetched, getIdToken, firebase]);
  return wanted && uid && fetched?.uid === uid ? fetched.data : NONE;
}

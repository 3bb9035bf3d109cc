import {useEffect, useMemo, useState} from 'react';
import {fetchArticleReviewData, type ArticleReviewData} from './reviewData';
import {articlesToFetch, fetchedArticles} from './reviewSet';

export interface FollowedArticles {
  /** The followed articles' review data, in path order; null until the first ones have arrived. */
  articles: ArticleReviewData[] | null;
  /** How many followed articles could not be fetched (offline, and never opened online). */
  failed: number;
}

/**
 * The review data of the articles a reader follows, one file per article (the one its
 * self-check reads, so an article followed from its page is usually kept offline already),
 * fetched as articles are followed: a reader following three articles loads three small files.
 * `followed` is null while it is not known yet.
 */
export function useFollowedArticles(followed: ReadonlySet<string> | null): FollowedArticles {
  // Each path fetched: its data, null when it has no items or could not be fetched.
  const [fetched, setFetched] = useState<ReadonlyMap<string, ArticleReviewData | null> | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!followed) return;
    const missing = articlesToFetch(followed, fetched ?? new Map());
    if (missing.length === 0) {
      if (!fetched) setFetched(new Map());
      return;
    }
    let live = true;
    void Promise.allSettled(missing.map(fetchArticleReviewData)).then((results) => {
      if (!live) return;
      setFetched((previous) => {
        const next = new Map(previous);
        results.forEach((result, i) => next.set(missing[i], result.status === 'fulfilled' ? result.value : null));
        return next;
      });
      const lost = missing.filter((_, i) => results[i].status === 'rejected');
      if (lost.length > 0) setFailed((previous) => new Set([...previous, ...lost]));
    });
    return () => {
      live = false;
    };
  }, [followed, fetched]);
  const articles = useMemo(() => fetched && fetchedArticles(fetched), [fetched]);
  return {articles, failed: failed.size};
}

/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/TagsListByLetter/index.tsx).
 * Swizzled (ejected) from @docusaurus/theme-classic TagsListByLetter (`--wrap` cannot change its sort):
 * letters and tags in Vietnamese order with an explicit locale, the same in the build and the browser.
 */
import React, {type ReactNode} from 'react';
import type {TagLetterEntry} from '@docusaurus/theme-common';
import {tagsByLetter} from '@site/src/lib/tagsByLetter';
import Tag from '@theme/Tag';
import type {Props} from '@theme/TagsListByLetter';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

function TagLetterEntryItem({letterEntry}: {letterEntry: TagLetterEntry}) {
  return (
    <article>
      <Heading as="h2" id={letterEntry.letter}>
        {letterEntry.letter}
      </Heading>
      <ul className="padding--none">
        {letterEntry.tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
      <hr />
    </article>
  );
}

export default function TagsListByLetter({tags}: Props): ReactNode {
  // Changed from the original: Vietnamese collation with an explicit locale, so the
  // build and the browser sort alike (a locale-less sort can differ: a hydration mismatch).
  const letterList = tagsByLetter(tags);
  return (
    <section className="margin-vert--lg">
      {letterList.map((letterEntry) => (
        <TagLetterEntryItem key={letterEntry.letter} letterEntry={letterEntry} />
      ))}
    </section>
  );
}

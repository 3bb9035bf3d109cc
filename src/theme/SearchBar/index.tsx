// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/SearchBar.tsx).
// Replaces theme-classic's SearchBar, which is only a placeholder for a search plugin: this box leads to the Pagefind results at /search.
import React, {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {isSearchShortcut, searchTarget} from '@site/src/features/search/searchTarget';
import Icon from '@site/src/components/Icon';
import {useTypedBeforeHydration} from '@site/src/lib/useTypedBeforeHydration';
import styles from './styles.module.css';

/**
 * The navbar search box: Enter goes to /search?q=…; Ctrl+K / Cmd+K focuses it.
 * It is a plain form so it also works before JavaScript has loaded.
 */
export default function SearchBar(): ReactNode {
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  useTypedBeforeHydration(inputRef, text, setText);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = searchTarget(text);
    if (target) {
      history.push(target);
      setText('');
      inputRef.current?.blur();
    }
  };

  return (
    <form
      role="search"
      aria-label="Tìm kiếm nhanh"
      action="/search"
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
    >
      <label htmlFor="navbar-search" className="sr-only">
        Tìm kiếm trên Learn Anything
      </label>
      <input
        ref={inputRef}
        id="navbar-search"
        name="q"
        type="search"
        className={styles.input}
        placeholder="Tìm kiếm"
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-keyshortcuts="Control+K Meta+K"
      />
      <button type="submit" className={styles.submit} aria-label="Tìm">
        <Icon name="search" size={16} />
      </button>
      <kbd className={styles.shortcut} aria-hidden="true">
        Ctrl K
      </kbd>
    </form>
  );
}

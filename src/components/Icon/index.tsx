import React, {type ReactNode} from 'react';
import type {ContactIcon} from '@site/src/data/footer';
import type {SectionIcon} from '@site/src/data/sections';

/** Icons of the interface itself (not tied to data). */
type UiIcon = 'search';

export type IconName = ContactIcon | SectionIcon | UiIcon;

/** Solid shapes, filled with the text colour. */
const filled: Record<ContactIcon, string> = {
  location:
    'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  email:
    'M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm9 8.2L4 7.1V18h16V7.1l-8 5.1zM4.6 6l7.4 4.7L19.4 6H4.6z',
  facebook:
    'M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12z',
  youtube:
    'M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8zM9.6 15.6V8.4l6.3 3.6-6.3 3.6z',
  newsletter:
    'M4 3h16a1 1 0 0 1 1 1v2H3V4a1 1 0 0 1 1-1zm-1 5h18v12.5a.5.5 0 0 1-.8.4L12 15l-8.2 5.9a.5.5 0 0 1-.8-.4V8z',
};

/** Line drawings, stroked with the text colour (section and tool cards). */
const outlined: Record<SectionIcon | UiIcon, string> = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-3.5-3.5',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  notes: 'M4 3h10l6 6v12H4zM14 3v6h6M8 13h8M8 17h5',
  python: 'M3 5h18v14H3zM7 10l3 2-3 2M12 15h5',
  brain: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  sprout: 'M12 21v-9M12 12C12 8 9 5 4 5c0 4 3 7 8 7zM12 10c0-3 2.5-6 8-6 0 4-3 6-8 6z',
  books: 'M3 4h4v16H3zM9 4h4v16H9zM15 5.2l3.4-.9 3.6 14.6-3.4.9z',
  numbers: 'M10 3L8 21M16 3l-2 18M4 9h17M3 15h17',
  target: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  bookOpen: 'M2 5c3-1 7-1 10 1v14c-3-2-7-2-10-1zM22 5c-3-1-7-1-10 1v14c3-2 7-2 10-1z',
};

interface Props {
  name: IconName;
  size?: number;
  /** Give a label only when the icon stands alone; by default it is decorative (hidden from screen readers). */
  label?: string;
}

/** A small inline SVG icon in the current text colour (never an emoji: those need an emoji font). */
export default function Icon({name, size = 18, label}: Props): ReactNode {
  const a11y = label ? {role: 'img', 'aria-label': label} : {'aria-hidden': true as const};
  if (name in filled) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" focusable="false" {...a11y}>
        <path d={filled[name as ContactIcon]} />
      </svg>
    );
  }
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
    >
      <path d={outlined[name as SectionIcon | UiIcon]} />
    </svg>
  );
}

import React, {type ReactNode} from 'react';
import type {ContactIcon} from '@site/src/data/footer';

const paths: Record<ContactIcon, string> = {
  location:
    'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  email: 'M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm9 8.2L4 7.1V18h16V7.1l-8 5.1zM4.6 6l7.4 4.7L19.4 6H4.6z',
  facebook:
    'M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12z',
  youtube:
    'M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8zM9.6 15.6V8.4l6.3 3.6-6.3 3.6z',
  newsletter:
    'M4 3h16a1 1 0 0 1 1 1v2H3V4a1 1 0 0 1 1-1zm-1 5h18v12.5a.5.5 0 0 1-.8.4L12 15l-8.2 5.9a.5.5 0 0 1-.8-.4V8z',
};

interface Props {
  name: ContactIcon;
  size?: number;
}

/** A small decorative icon; the text beside it carries the meaning. */
export default function Icon({name, size = 18}: Props): ReactNode {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}

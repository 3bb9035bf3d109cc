import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Icon, {type IconName} from '@site/src/components/Icon';
import styles from './styles.module.css';

export interface CardItem {
  title: string;
  description: string;
  to: string;
  /** A decorative SVG icon before the title. */
  icon?: IconName;
  meta?: string;
}

interface Props {
  items: CardItem[];
  /** Heading level of each card title, so the page outline stays correct. */
  headingLevel?: 'h2' | 'h3';
}

/** A responsive grid of link cards. */
export default function CardGrid({items, headingLevel = 'h3'}: Props): ReactNode {
  const Heading = headingLevel;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.to} className={styles.card}>
          <Link to={item.to} className={styles.link}>
            <Heading className={styles.title}>
              {item.icon && (
                <span className={styles.icon}>
                  <Icon name={item.icon} size={24} />
                </span>
              )}
              {item.title}
            </Heading>
            {item.meta && <p className={styles.meta}>{item.meta}</p>}
            <p className={styles.description}>{item.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

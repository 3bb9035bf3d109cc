/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/Blog/Components/Author/Socials/index.tsx).
 * The blog authors' social links, ejected from theme-classic (3.10) only to name each
 * icon-only link ("GitHub của Minh Khoa"): Docusaurus names them by `title` alone, which
 * not every screen reader announces (html-validate: wcag/h30). The icon is decorative.
 */
import React, {type ComponentType, type ReactNode, type SVGProps} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Twitter from '@theme/Icon/Socials/Twitter';
import GitHub from '@theme/Icon/Socials/GitHub';
import X from '@theme/Icon/Socials/X';
import StackOverflow from '@theme/Icon/Socials/StackOverflow';
import LinkedIn from '@theme/Icon/Socials/LinkedIn';
import DefaultSocialIcon from '@theme/Icon/Socials/Default';
import Bluesky from '@theme/Icon/Socials/Bluesky';
import Instagram from '@theme/Icon/Socials/Instagram';
import Threads from '@theme/Icon/Socials/Threads';
import Youtube from '@theme/Icon/Socials/YouTube';
import Mastodon from '@theme/Icon/Socials/Mastodon';
import Twitch from '@theme/Icon/Socials/Twitch';
import Email from '@theme/Icon/Socials/Email';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

type SocialIcon = ComponentType<SVGProps<SVGSVGElement>>;
const SocialPlatformConfigs: Record<string, {Icon: SocialIcon; label: string}> = {
  twitter: {Icon: Twitter, label: 'Twitter'},
  github: {Icon: GitHub, label: 'GitHub'},
  stackoverflow: {Icon: StackOverflow, label: 'Stack Overflow'},
  linkedin: {Icon: LinkedIn, label: 'LinkedIn'},
  x: {Icon: X, label: 'X'},
  bluesky: {Icon: Bluesky, label: 'Bluesky'},
  instagram: {Icon: Instagram, label: 'Instagram'},
  threads: {Icon: Threads, label: 'Threads'},
  mastodon: {Icon: Mastodon, label: 'Mastodon'},
  youtube: {Icon: Youtube, label: 'YouTube'},
  twitch: {Icon: Twitch, label: 'Twitch'},
  email: {Icon: Email, label: 'Email'},
};
function getSocialPlatformConfig(platformKey: string): {Icon: SocialIcon; label: string} {
  return (
    SocialPlatformConfigs[platformKey] ?? {
      Icon: DefaultSocialIcon,
      label: platformKey,
    }
  );
}
function SocialLink({platform, link, author}: {platform: string; link: string; author: string}): ReactNode {
  const {Icon, label} = getSocialPlatformConfig(platform);
  return (
    <Link className={styles.authorSocialLink} href={link} title={label} aria-label={`${label} của ${author}`}>
      <Icon className={clsx(styles.authorSocialIcon)} aria-hidden="true" focusable="false" />
    </Link>
  );
}
export default function BlogAuthorSocials({author}: Props): ReactNode {
  const entries = Object.entries(author.socials ?? {});
  return (
    <div className={styles.authorSocials}>
      {entries.map(([platform, linkUrl]) => {
        return <SocialLink key={platform} platform={platform} link={linkUrl} author={author.name ?? ''} />;
      })}
    </div>
  );
}

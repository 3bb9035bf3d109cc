/**
 * The frame every mail shares: the site's name and colours (the design tokens, through
 * generated/mailFacts.ts), one column at most 600 px wide that narrows with the screen, and a
 * footer with the site's address and, for mails the person did not ask for, the unsubscribe link.
 * Light styles are inline (what every mail app reads); a dark block applies where the app
 * supports `prefers-color-scheme` (Apple Mail, Outlook on the web), and apps that invert colours
 * themselves (Gmail) get colours that survive it.
 */
import {Body, Container, Head, Hr, Html, Link, Preview, Section, Text} from '@react-email/components';
import type {ReactNode} from 'react';
import {mailColours as c, siteFacts} from '../../generated/mailFacts';

const darkStyles = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    html, body, .la-body, .la-page { background-color: ${c.dark.background} !important; color: ${c.dark.text} !important; }
    .la-card { background-color: ${c.dark.surface} !important; border-color: ${c.dark.border} !important; }
    .la-text { color: ${c.dark.text} !important; }
    .la-muted { color: ${c.dark.muted} !important; }
    .la-link { color: ${c.dark.primary} !important; }
    .la-button { background-color: ${c.dark.primary} !important; color: ${c.dark.onPrimary} !important; }
    .la-rule { border-color: ${c.dark.border} !important; }
  }
`;

export const styles = {
  text: {color: c.light.text, fontSize: '16px', lineHeight: '1.6', margin: '0 0 16px'},
  muted: {color: c.light.muted, fontSize: '14px', lineHeight: '1.5', margin: '0 0 12px'},
  heading: {color: c.light.text, fontSize: '22px', lineHeight: '1.3', fontWeight: 700, margin: '0 0 16px'},
  link: {color: c.light.primary, textDecoration: 'underline'},
  card: {
    backgroundColor: c.light.surface,
    border: `1px solid ${c.light.border}`,
    borderRadius: '8px',
    padding: '16px',
    margin: '0 0 16px',
  },
  button: {
    backgroundColor: c.light.primary,
    color: c.light.onPrimary,
    borderRadius: '6px',
    padding: '12px 20px',
    fontWeight: 700,
    fontSize: '16px',
    textDecoration: 'none',
    display: 'inline-block',
  },
} as const;

export interface MailLayoutProps {
  /** The line mail apps show after the subject. */
  preview: string;
  /** The link that stops this kind of mail; absent on a direct answer to the person's own action. */
  unsubscribeUrl?: string;
  /** Why the person gets this mail, in one sentence, for the footer. */
  reason: string;
  siteUrl: string;
  children: ReactNode;
}

export function MailLayout({preview, unsubscribeUrl, reason, siteUrl, children}: MailLayoutProps) {
  return (
    <Html lang="vi">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkStyles}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="la-body"
        style={{
          backgroundColor: c.light.background,
          color: c.light.text,
          fontFamily: "'Be Vietnam Pro', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
          margin: 0,
          padding: '24px 12px',
        }}
      >
        <Container className="la-page" style={{maxWidth: '600px', width: '100%'}}>
          <Section style={{margin: '0 0 24px'}}>
            <Link href={siteUrl} className="la-link" style={{...styles.link, fontSize: '20px', fontWeight: 700}}>
              {siteFacts.title}
            </Link>
          </Section>
          {children}
          <Hr className="la-rule" style={{borderColor: c.light.border, margin: '32px 0 16px'}} />
          <Text className="la-muted" style={styles.muted}>
            {reason} Thư gửi từ {siteFacts.title} (
            <Link href={siteUrl} className="la-link" style={styles.link}>
              {siteUrl.replace(/^https?:\/\//, '')}
            </Link>
            ). Cần hỏi gì, bạn cứ trả lời thư này hoặc viết cho{' '}
            <Link href={`mailto:${siteFacts.email}`} className="la-link" style={styles.link}>
              {siteFacts.email}
            </Link>
            .
          </Text>
          {unsubscribeUrl ? (
            <Text className="la-muted" style={styles.muted}>
              Không muốn nhận loại thư này nữa?{' '}
              <Link href={unsubscribeUrl} className="la-link" style={styles.link}>
                Hủy nhận
              </Link>{' '}
              (không cần đăng nhập).
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the mails' body style. */
export function P({children, muted = false}: {children: ReactNode; muted?: boolean}) {
  return (
    <Text className={muted ? 'la-muted' : 'la-text'} style={muted ? styles.muted : styles.text}>
      {children}
    </Text>
  );
}

/** The one call to action of a mail. */
export function Action({href, children}: {href: string; children: ReactNode}) {
  return (
    <Section style={{margin: '8px 0 24px'}}>
      <Link href={href} className="la-button" style={styles.button}>
        {children}
      </Link>
    </Section>
  );
}

/** Label–value rows in a card (course, fee, reference code …). */
export function Facts({rows}: {rows: readonly (readonly [string, ReactNode])[]}) {
  return (
    <Section className="la-card" style={styles.card}>
      {rows.map(([label, value]) => (
        <Text key={label} className="la-text" style={{...styles.text, margin: '0 0 6px'}}>
          <span className="la-muted" style={{color: c.light.muted}}>
            {label}:
          </span>{' '}
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}

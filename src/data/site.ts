/** Facts about the site itself, shared by the config, the footer and SEO markup. */
export const site = {
  title: 'Learn Anything',
  tagline: 'Tự học bất cứ điều gì: kiến thức, phương pháp và công cụ cho người học suốt đời',
  /** Production origin. The config lets SITE_URL override it at build time;
   * components read the effective one from siteConfig.url. */
  url: 'https://learn-anything.vn',
  substackUrl: 'https://learnanythingvn.substack.com',
  facebookUrl: 'https://www.facebook.com/learnanything.vn',
  youtubeUrl: 'https://www.youtube.com/@learnanythingvn',
  email: 'xinchao@learn-anything.vn',
  /** The favicon's file, in static/: the home page links it, as Google Search reads it there. */
  favicon: '/img/favicon.svg',
} as const;

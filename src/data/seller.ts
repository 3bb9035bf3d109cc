import {site} from './site';

/**
 * Who sells the courses, as far as the site knows it: the name, the area and
 * the contact email already published. No registration number, tax code,
 * person or street address is known, so none is written; add one here only
 * once it is real. The footer and the course terms both read this object.
 */
export const seller = {
  name: site.title,
  /** The area the site has always given; not a street address. */
  area: 'Thành phố Hồ Chí Minh, Việt Nam',
  email: site.email,
  /** The site's host name, e.g. 'learn-anything.vn'. */
  website: new URL(site.url).host,
} as const;

/** The daily review page. */
export const REVIEW_PAGE_PATH = '/on-tap';

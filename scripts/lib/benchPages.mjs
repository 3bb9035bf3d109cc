/**
 * The pages the benchmark measures and the page-weight check holds to the byte
 * budgets (perf-budgets.json): one of each kind, by name.
 */
export const BENCH_PAGES = {
  home: '/',
  article: '/kien-thuc/python/phan-tich-co-phieu-voi-pandas',
  blogPost: '/blog/ra-mat-blog-learn-anything',
  numerology: '/tra-cuu-than-so-hoc',
  wheel: '/trac-nghiem/banh-xe-cuoc-doi-online',
  search: '/search?q=than%20so%20hoc',
  courses: '/khoa-hoc',
};

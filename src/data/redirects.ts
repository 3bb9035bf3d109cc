/**
 * Old addresses and where they lead. docusaurus.config.ts writes a redirect page for each
 * (plugins/prefix-redirects.ts), and firebase.json answers each with a 301 first
 * (src/data/redirects.test.ts checks that the two lists agree).
 */
export const redirects: {from: string; to: string}[] = [
  {from: '/mo-hinh-tu-duy-eda', to: '/mo-hinh-tu-duy'},
  // /books: an old copy of the shelf at /tu-sach.
  {from: '/books', to: '/tu-sach'},
  // Category pages' old Vietnamese (percent-encoded) addresses; their slugs are ASCII.
  {from: '/kien-thuc/category/thần-số-học', to: '/kien-thuc/category/than-so-hoc'},
  {from: '/kien-thuc/category/cào-dữ-liệu-web-với-python', to: '/kien-thuc/category/cao-du-lieu-web-voi-python'},
];

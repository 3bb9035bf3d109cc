/** Where the learning space lives: the personal page (its API: LEARNING_SPACE_API in src/data/apiPaths.ts). */
export const PERSONAL_PAGE_PATH = '/ca-nhan';

/** Where the learning space lives: the personal page and its API (functions/src/learningSpaceApi.ts). */
export const PERSONAL_PAGE_PATH = '/ca-nhan';
export const LEARNING_SPACE_API = '/api/ca-nhan';

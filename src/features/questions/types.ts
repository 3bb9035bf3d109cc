/**
 * The shapes of the questions API (QUESTIONS_API, functions' questions module), as the site reads
 * them. Times are milliseconds since the epoch; HTML is sanitized by the server.
 */

/** A published question with its answer, as every visitor sees it. `ten` is plain text. */
export interface PublicQuestion {
  id: string;
  ten: string;
  cauHoiHtml: string;
  hoiLuc: number;
  traLoiHtml: string;
  traLoiLuc: number;
}

export type OwnQuestionState = 'choTraLoi' | 'daTraLoi' | 'an';

/** One of the signed-in member's own questions. */
export interface OwnQuestion {
  id: string;
  trang: string;
  ten: string;
  cauHoi: string;
  cauHoiHtml: string;
  hoiLuc: number;
  trangThai: OwnQuestionState;
  traLoi: null | {html: string; luc: number; congKhai: boolean};
}

/** The form field an error of the API names. */
export type QuestionField = 'noiDung' | 'ten' | 'trang';

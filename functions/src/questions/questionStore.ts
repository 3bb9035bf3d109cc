/**
 * Firestore layout of questions and answers:
 * - `cauHoi/{id}` (id: questions.ts, questionId): `{trang, khoaHoc, uid, email, ten, noiDung, html,
 *   hoiLuc, trangThai, traLoi: {noiDung, html, luc, congKhai} | null, congKhai, xuLyLuc}`;
 *   `congKhai` (flat) says it is published, for the pages' queries; `xuLyLuc` is the owner's latest
 *   action, for the desk's "recently handled";
 * - `chanHoi/{uid}`: `{ten, luc, boi, cauHoi}`, a member the owner stopped from asking (through
 *   the question `cauHoi`);
 * - `nhatKyQuanTri/{auto}` (the desk's audit, ownerStore.ts): `{loai: 'hoiDap', luc, boi, cauHoi,
 *   trang, hanhDong}` for each owner action.
 * Queries use equality filters only (no composite index), and sort in memory.
 */
import {Timestamp, type DocumentSnapshot, type Firestore} from 'firebase-admin/firestore';
import {isAlreadyExists} from '../signupStore';
import {AUDIT_COLLECTION} from '../ownerApi';
import type {QuestionStore} from './questionsApi';
import {anonymised, isPublished, QUESTION_STATES, type QuestionState, type StoredQuestion} from './questions';

export const QUESTIONS_COLLECTION = 'cauHoi';
export const BLOCKED_ASKERS_COLLECTION = 'chanHoi';
/** Writes per batch, under Firestore's 500. */
const BATCH_SIZE = 400;

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const state = (value: unknown): QuestionState =>
  (QUESTION_STATES as readonly unknown[]).includes(value) ? (value as QuestionState) : 'choTraLoi';

function fromDoc(doc: DocumentSnapshot): StoredQuestion {
  const answer = doc.get('traLoi') as Record<string, unknown> | null | undefined;
  return {
    id: doc.id,
    trang: text(doc.get('trang')),
    khoaHoc: typeof doc.get('khoaHoc') === 'string' ? doc.get('khoaHoc') : null,
    uid: typeof doc.get('uid') === 'string' ? doc.get('uid') : null,
    email: typeof doc.get('email') === 'string' ? doc.get('email') : null,
    ten: text(doc.get('ten')),
    markdown: text(doc.get('noiDung')),
    html: text(doc.get('html')),
    hoiLuc: millis(doc.get('hoiLuc')),
    trangThai: state(doc.get('trangThai')),
    traLoi: answer
      ? {
          markdown: text(answer.noiDung),
          html: text(answer.html),
          luc: millis(answer.luc),
          congKhai: answer.congKhai === true,
        }
      : null,
  };
}

function toDoc(question: StoredQuestion) {
  const {traLoi} = question;
  return {
    trang: question.trang,
    khoaHoc: question.khoaHoc,
    uid: question.uid,
    email: question.email,
    ten: question.ten,
    noiDung: question.markdown,
    html: question.html,
    hoiLuc: Timestamp.fromMillis(question.hoiLuc),
    trangThai: question.trangThai,
    traLoi: traLoi
      ? {noiDung: traLoi.markdown, html: traLoi.html, luc: Timestamp.fromMillis(traLoi.luc), congKhai: traLoi.congKhai}
      : null,
    congKhai: isPublished(question),
  };
}

export function firestoreQuestionStore(db: Firestore): QuestionStore & {
  /** A member's "delete everything": published questions stay, anonymous; the others go. */
  eraseMember(uid: string): Promise<void>;
  /** Questions asked in [from, to), for the owner's digest. */
  askedBetween(from: number, to: number): Promise<StoredQuestion[]>;
} {
  const questions = db.collection(QUESTIONS_COLLECTION);
  const blockedAskers = db.collection(BLOCKED_ASKERS_COLLECTION);
  const audit = db.collection(AUDIT_COLLECTION);
  const list = async (query: FirebaseFirestore.Query) => (await query.get()).docs.map(fromDoc);

  return {
    async get(id) {
      const doc = await questions.doc(id).get();
      return doc.exists ? fromDoc(doc) : null;
    },
    async create(question) {
      try {
        await questions.doc(question.id).create(toDoc(question));
        return {question, created: true};
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
        return {question: fromDoc(await questions.doc(question.id).get()), created: false};
      }
    },
    async update(id, change, {by, action, at}) {
      const ref = questions.doc(id);
      return db.runTransaction(async (tx) => {
        const doc = await tx.get(ref);
        if (!doc.exists) return null;
        const before = fromDoc(doc);
        const result = change(before);
        if (!result.ok) return result;
        const luc = Timestamp.fromMillis(at);
        tx.set(ref, {...toDoc(result.value), xuLyLuc: luc});
        const asker = result.value.uid;
        if (asker && action === 'chan') {
          tx.set(blockedAskers.doc(asker), {ten: result.value.ten, luc, boi: by, cauHoi: id});
        }
        if (asker && action === 'boChan') tx.delete(blockedAskers.doc(asker));
        tx.create(audit.doc(), {loai: 'hoiDap', luc, boi: by, cauHoi: id, trang: before.trang, hanhDong: action});
        return {ok: true as const, before, after: result.value};
      });
    },
    published: (page) =>
      list(
        page === undefined
          ? questions.where('congKhai', '==', true)
          : questions.where('trang', '==', page).where('congKhai', '==', true),
      ),
    byMember: (uid) => list(questions.where('uid', '==', uid)),
    waiting: () => list(questions.where('trangThai', '==', 'choTraLoi')),
    recent: (limit) => list(questions.orderBy('xuLyLuc', 'desc').limit(limit)),
    async askedBetween(from, to) {
      const asked = await list(questions.where('hoiLuc', '>=', Timestamp.fromMillis(from)));
      return asked.filter((question) => question.hoiLuc < to);
    },
    async isBlocked(uid) {
      return (await blockedAskers.doc(uid).get()).exists;
    },
    async blocked() {
      return (await blockedAskers.get()).docs
        .map((doc) => ({
          uid: doc.id,
          ten: text(doc.get('ten')),
          luc: millis(doc.get('luc')),
          cauHoi: text(doc.get('cauHoi')),
        }))
        .sort((a, b) => b.luc - a.luc);
    },
    async unblock(uid, by, now) {
      const ref = blockedAskers.doc(uid);
      if (!(await ref.get()).exists) return false;
      const luc = Timestamp.fromMillis(now);
      const batch = db.batch();
      batch.delete(ref);
      batch.create(audit.doc(), {loai: 'hoiDap', luc, boi: by, cauHoi: '', trang: '', hanhDong: 'boChan'});
      await batch.commit();
      return true;
    },
    async eraseMember(uid) {
      const own = (await questions.where('uid', '==', uid).get()).docs;
      for (let i = 0; i < own.length; i += BATCH_SIZE) {
        const batch = db.batch();
        for (const doc of own.slice(i, i + BATCH_SIZE)) {
          const question = fromDoc(doc);
          if (!isPublished(question)) batch.delete(doc.ref);
          else {
            const {uid: none, email, ten} = anonymised(question);
            batch.update(doc.ref, {uid: none, email, ten});
          }
        }
        await batch.commit();
      }
      // A block outlives the erasure (the account is the same), without the name and the question.
      const block = blockedAskers.doc(uid);
      if ((await block.get()).exists) await block.update({ten: '', cauHoi: ''});
    },
  };
}

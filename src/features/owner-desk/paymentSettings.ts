/**
 * The owner's bank account for VietQR transfers, read from the function's
 * environment (OWNER_BANK_BIN, OWNER_BANK_ACCOUNT, OWNER_BANK_NAME: Functions
 * params or .env files, never the repository). Shared with the Cloud Function
 * (functions/src/paymentSettings.ts is a symbolic link). Plain data only.
 */

export interface BankAccount {
  /** The bank's 6-digit NAPAS BIN, e.g. 970436 for Vietcombank. */
  bin: string;
  /** The account number: digits (and letters for some banks), 6 to 19 characters. */
  account: string;
  /** The account holder as the bank shows it (upper case, without diacritics). */
  name: string;
}

/** The account, or null when any part is missing or malformed (then no QR is offered anywhere). */
export function bankAccountFrom(env: Record<string, string | undefined>): BankAccount | null {
  const bin = (env.OWNER_BANK_BIN ?? '').trim();
  const account = (env.OWNER_BANK_ACCOUNT ?? '').trim();
  const name = (env.OWNER_BANK_NAME ?? '').trim();
  if (!/^\d{6}$/.test(bin) || !/^[0-9A-Za-z]{6,19}$/.test(account) || !/^[\p{L}\p{N} .,'-]{2,70}$/u.test(name)) {
    return null;
  }
  return {bin, account, name};
}

/** What a learner needs to pay one sign-up: the account, the fee and the reference code as the memo. */
export interface PaymentRequest extends BankAccount {
  /** VND. */
  amount: number;
  memo: string;
}

/** The payment of a sign-up, or null when there is no account or the course has no fixed fee. */
export function paymentFor(bank: BankAccount | null, price: number | null, memo: string): PaymentRequest | null {
  if (!bank || price === null || !Number.isInteger(price) || price <= 0) return null;
  return {...bank, amount: price, memo};
}

/** The payment the sign-up API answered (`thanhToan`), when well formed and for this code; otherwise null. */
export function paymentFromAnswer(value: unknown, code: string): PaymentRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const {bin, account, name, amount, memo} = value as Record<string, unknown>;
  const bank = bankAccountFrom({
    OWNER_BANK_BIN: typeof bin === 'string' ? bin : '',
    OWNER_BANK_ACCOUNT: typeof account === 'string' ? account : '',
    OWNER_BANK_NAME: typeof name === 'string' ? name : '',
  });
  if (!bank || memo !== code || typeof amount !== 'number') return null;
  return paymentFor(bank, amount, code);
}
